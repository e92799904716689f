/**
 * The SPEC's navigation as data, kept apart from the zod schemas of navigation.ts (and from site.ts,
 * which every screen's chunk shares) so the bar's script carries only these three links.
 */
/** A link of the navigation bar or the footer (schema: navigation.ts). */
export type NavigationLink = { label: string; url: string };

/**
 * SPEC §2's public links, which the bar shows while the admin has saved no navigation of their own
 * (decision 0141). The sign-in-dependent links (Add Blog, Wishlist, Log In, Sign Up, the account menu)
 * are not the admin's to edit: they follow the session.
 */
export const SPEC_BAR_LINKS: readonly NavigationLink[] = [
  { label: "Home", url: "/" },
  { label: "All Blogs", url: "/Blogs" },
  { label: "Featured Blogs", url: "/Features" },
];
