/**
 * The reading pages' addresses, written once (issue 57): the router draws its routes from `route`, the
 * server's page step and the router tell a writer's, a post's and a series' path from the 404 page with
 * `pattern`, and the stats beacon and the server's recorder count views on the `counted` ones. A new
 * reading page is one entry here and its screen's route.
 *
 * `route` is the router's path (src/web/lib/router), which matches case-insensitively; `pattern` matches a request's path.
 * No zod and nothing else imported: the beacon ships in every page's app chunk.
 */
/** A reading page: its route, the pattern its request paths match, and whether its views are counted. */
function page<Route extends string>(route: Route, pattern: RegExp, counted = true) {
  return { route, pattern, counted };
}

export const READING_PAGES = {
  home: page("/", /^\/\/?$/u),
  blogs: page("/Blogs", /^\/blogs\/?$/iu),
  details: page("/viewDetails/:id", /^\/viewdetails\/([^/]+)\/?$/iu),
  features: page("/Features", /^\/features\/?$/iu),
  search: page("/search", /^\/search\/?$/iu),
  tag: page("/tag/:slug", /^\/tag\/[^/]+\/?$/iu),
  /** `/@handle`: the router's segment takes every one-segment path the others leave. */
  author: page("/:handle", /^\/@[^/]+\/?$/u),
  /** `/@handle/slug`, a post at its readable address (decision 0034). */
  post: page("/:handle/:slug", /^\/@([^/]+)\/([^/]+)\/?$/u),
  /** `/@handle/series/slug`, a writer's series (issue 43): not counted in the stats. */
  series: page("/:handle/series/:slug", /^\/@[^/]+\/series\/[^/]+\/?$/u, false),
};

export type ReadingPage = keyof typeof READING_PAGES;

const COUNTED = Object.values(READING_PAGES).filter((kind) => kind.counted);

/** Whether `pathname` is a reading page of this kind. */
export const isPageOf = (kind: ReadingPage, pathname: string): boolean => READING_PAGES[kind].pattern.test(pathname);

/** Whether a one-segment path names a writer: `/@handle`. */
export const isAuthorPath = (pathname: string) => isPageOf("author", pathname);
/** Whether a two-segment path names a post at its readable address: `/@handle/slug`. */
export const isPostPath = (pathname: string) => isPageOf("post", pathname);
/** Whether a three-segment path names a series' page: `/@handle/series/slug`. */
export const isSeriesPath = (pathname: string) => isPageOf("series", pathname);

/** The pages whose views count: home, /Blogs, a post at either address, /Features, writers, tags, search. */
export function isReadingPage(pathname: string): boolean {
  return COUNTED.some((kind) => kind.pattern.test(pathname));
}

/** Which post a path shows, as its address names it (segments still percent-encoded); none for other pages. */
export function postAddressOf(pathname: string): { id: string } | { handle: string; slug: string } | undefined {
  const details = READING_PAGES.details.pattern.exec(pathname);
  if (details?.[1]) return { id: details[1] };
  const readable = READING_PAGES.post.pattern.exec(pathname);
  if (readable?.[1] && readable[2]) return { handle: readable[1], slug: readable[2] };
  return undefined;
}
