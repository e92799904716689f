/**
 * Screens a crawler has no business in: signed-in forms and lists, and the JSON API. Robots rules are
 * case-sensitive while Inkwell's routes are not, so both spellings that links use are listed.
 */
const PRIVATE_PATHS = [
  "/addBlog",
  "/addblog",
  "/update/",
  "/wishList",
  "/wishlist",
  "/profile",
  "/settings",
  "/series",
  "/login",
  "/signup",
  "/api/",
];

export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
