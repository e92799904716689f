/**
 * The names a kept page or feed is tagged with for a CDN in front (issue 55, decision 0134), so that it
 * can purge by tag what a write touched instead of everything. The purge side (cdn-purge/ and migration
 * 032's triggers, which write the same names in SQL) and the pages' headers agree through these.
 */

/** On every page and feed: a change to the site's settings, writers or follows purges it. */
export const SITE_TAG = "site";
/** On every page or feed that lists posts: a post published, changed or withdrawn may join or leave it. */
export const POSTS_TAG = "posts";
/** On every page that shows this post, whole or as a card. */
export const postTag = (id: string) => `post-${id}`;

/**
 * Past this many posts a page names only `posts` and `site`: a header a CDN refuses (Fastly takes 16 kB of
 * keys, Cloudflare 16 kB of tags) would lose every tag, and a list is purged by `posts` anyway.
 */
const MAX_POST_TAGS = 100;

/**
 * The headers a CDN reads a kept answer's tags from: `Surrogate-Key` (Fastly, Varnish; space-separated)
 * and `Cache-Tag` (Cloudflare, Akamai; comma-separated). Both name the same tags, and a CDN strips its own
 * before the answer reaches a browser.
 */
export function cacheTagHeaders(postIds: Iterable<string>, lists: boolean): Record<string, string> {
  const posts = [...new Set(postIds)];
  const tags = [
    SITE_TAG,
    ...(lists || posts.length > MAX_POST_TAGS ? [POSTS_TAG] : []),
    ...(posts.length > MAX_POST_TAGS ? [] : posts.map(postTag)),
  ];
  return { "surrogate-key": tags.join(" "), "cache-tag": tags.join(",") };
}
