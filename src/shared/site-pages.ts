/**
 * The site's own pages (About, Contact, …; issue 58, decision 0139): where they live and which
 * addresses they may not take. Kept apart from the zod schemas (site-page-schemas.ts) so the router in
 * the browser's bundle can tell a page's address without carrying zod.
 */

export const MAX_PAGE_SLUG_LENGTH = 60;

/** Lower-case words joined by single hyphens: `about`, `privacy-policy`. No dots, so never a file's name. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

/**
 * The first segments of the app's own addresses, the browser's screens and the server's routes alike, in
 * lower case (the router matches without regard to case). A page there would never be reached, or
 * would hide a screen. `site-pages/routes.engines.test.ts` and the router's test check that every route
 * is listed; names the platform may want later (`pages`, `blog`, …) are held back as well.
 */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  // The browser's screens.
  "login",
  "signup",
  "allblogs",
  "viewdetails",
  "features",
  "search",
  "preview",
  "tag",
  "forgot-password",
  "reset-password",
  "newsletter",
  "follows",
  "notifications",
  "addblog",
  "update",
  "wishlist",
  "profile",
  "settings",
  "stats",
  "series",
  "admin",
  // The server's routes outside the screens.
  "api",
  "ap",
  "assets",
  "feed",
  "rss",
  "uploads",
  "og",
  "site-icon",
  "site-custom",
  "users",
  "inbox",
  "nodeinfo",
  "health",
  "healthz",
  "metrics",
  "docs",
  "documentation",
  "language",
  // Held back.
  "pages",
  "page",
  "blog",
  "blogs",
  "author",
  "authors",
  "tags",
  "static",
  "public",
  "well-known",
]);

/** A page's address on the site. */
export const sitePagePath = (slug: string) => `/${slug}`;

/**
 * The slug a path names if it can be one of the site's pages: one segment of a slug's shape, in lower
 * case as the router matches, and not one of the app's own addresses (`/admin` is the 404 page for
 * outsiders, never a page). Undefined for any other path; the server still has to find a page there.
 */
export function sitePageSlugOf(pathname: string): string | undefined {
  const slug = /^\/([^/]+)\/?$/u.exec(pathname)?.[1]?.toLowerCase();
  return slug && PAGE_SLUG_PATTERN.test(slug) && !RESERVED_PAGE_SLUGS.has(slug) ? slug : undefined;
}

export const PAGE_SLUG_MESSAGES = {
  length: `A page's address is 1 to ${MAX_PAGE_SLUG_LENGTH} characters.`,
  characters: "A page's address may hold only lower-case letters a–z, digits and single hyphens between them.",
  reserved: (slug: string) => `/${slug} is one of the site's own addresses. Please choose another for this page.`,
  taken: (slug: string) => `Another page is at /${slug} already. Please choose another address.`,
} as const;

/** What is wrong with an address chosen for a page, or undefined when it may be had (if free). */
export function pageSlugProblem(slug: string): string | undefined {
  if (slug.length < 1 || slug.length > MAX_PAGE_SLUG_LENGTH) return PAGE_SLUG_MESSAGES.length;
  if (!PAGE_SLUG_PATTERN.test(slug)) return PAGE_SLUG_MESSAGES.characters;
  if (RESERVED_PAGE_SLUGS.has(slug)) return PAGE_SLUG_MESSAGES.reserved(slug);
  return undefined;
}

/** The address a title suggests: accents dropped, lower case, other runs of characters one hyphen. */
export function pageSlugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, "-")
    .replace(/^-+|-+$/gu, "")
    .slice(0, MAX_PAGE_SLUG_LENGTH)
    .replace(/-+$/u, "");
}
