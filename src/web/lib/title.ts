import { DEFAULT_SITE_SETTINGS } from "@shared/site";

/**
 * What titles and head tags say of the site: its name as its admin set it (site settings), "Inkwell"
 * until then, and its description. Passed in rather than kept here: the server renders pages for
 * different requests in one process, and the React tree gets it from context (lib/siteIdentity.tsx).
 */
export type SiteNames = { name: string; description: string; tagline?: string };

/** Home's tagline and the description a site has until its admin writes one, in the page's language. */
export type SiteWords = { tagline: string; description: string };

/**
 * The names from the site settings the server hands each render (and the browser's hydration state).
 * An admin's own title and description stay in their words; Inkwell's defaults are said in the page's
 * language when `words` gives them (issue 59).
 */
export function siteNames(site: { title: string; description: string } | undefined, words?: SiteWords): SiteNames {
  const description = site?.description || DEFAULT_SITE_SETTINGS.description;
  return {
    name: site?.title || DEFAULT_SITE_SETTINGS.title,
    description: words && description === DEFAULT_SITE_SETTINGS.description ? words.description : description,
    ...(words ? { tagline: words.tagline } : {}),
  };
}

export const DEFAULT_SITE_NAMES: SiteNames = siteNames(undefined);

/** Home has no screen name of its own; it says what the site is for. */
export const homeTitle = (site: SiteNames) => `${site.name} · ${site.tagline ?? "Discover. Read. Share."}`;

/** `<screen> · Inkwell`, the same on the server-rendered head and after client navigation. */
export function documentTitle(site: SiteNames, screen: string | undefined): string {
  return screen ? `${screen} · ${site.name}` : homeTitle(site);
}
