import type { MessageKey } from "@web/i18n/i18n";

/** SPEC §2 About Us: six static cards, in SPEC's order (their words in the catalogues, issue 59). */
export const ABOUT_CARDS: ReadonlyArray<{ title: MessageKey; text: MessageKey }> = [
  { title: "home.about.passion.title", text: "home.about.passion.text" },
  { title: "home.about.reach.title", text: "home.about.reach.text" },
  { title: "home.about.community.title", text: "home.about.community.text" },
  { title: "home.about.features.title", text: "home.about.features.text" },
  { title: "home.about.network.title", text: "home.about.network.text" },
  { title: "home.about.secure.title", text: "home.about.secure.text" },
];
