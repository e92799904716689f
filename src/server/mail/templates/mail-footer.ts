import type { MailTranslate } from "../words";
import { LINK_SLOTS } from "./recipient-links";

export type FooterLink = { label: string; href: string };

/** Why the reader gets a mail and the links to change that: the foot of both the HTML and the text part. */
export type MailFooter = { line: string; links: FooterLink[] };

/** The newsletter's own links (post and digest mails to subscribers), filled in per reader. */
export const newsletterFooterLinks = (t: MailTranslate): FooterLink[] => [
  { label: t("footer.managePreferences"), href: LINK_SLOTS.preferencesUrl },
  { label: t("footer.unsubscribe"), href: LINK_SLOTS.unsubscribeUrl },
];

/**
 * A mail's plain-text part: its body, then the footer after the "-- " signature separator mail clients
 * know to fold away, so every reader mail ends the same way as its HTML twin (MailLayout's footer).
 */
export function plainTextMail(body: readonly string[], footer: MailFooter): string {
  return [...body, "-- ", footer.line, ...footer.links.map((link) => `${link.label}: ${link.href}`), ""].join("\n");
}
