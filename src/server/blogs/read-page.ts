import { type BlogQuery, blogFilterOf } from "@shared/schemas";
import type { Store } from "../db/connect";
import type { PublicCache } from "../http/public-cache";
import type { BlogPresenter } from "./present";
import { countBlogs, listBlogPage } from "./store";

/**
 * One page of a public blog list as every reader gets it (the API and the server-rendered pages): its
 * blogs in the asked view, the matching total (counted at most once per data revision, never when the
 * query says `count=none`) and the next page's cursor.
 */
export async function readBlogPage(
  store: Store,
  present: BlogPresenter,
  cache: PublicCache,
  query: BlogQuery,
  revision: string,
) {
  const page = await listBlogPage(store, query);
  const filter = blogFilterOf(query);
  const total =
    query.count === "none" ? undefined : (page.knownTotal ?? (await countBlogsOnce(store, cache, filter, revision)));
  const blogs = query.view === "card" ? await present.cards(page.rows) : await present.blogs(page.rows);
  return { blogs, total, next: page.nextCursor };
}

/** How many published blogs match, counted at most once per data revision (one key per filter). */
export function countBlogsOnce(
  store: Store,
  cache: PublicCache,
  filter: Parameters<typeof countBlogs>[1],
  revision: string,
): Promise<number> {
  return cache.memo(`blogs:${JSON.stringify(filter)}`, revision, () => countBlogs(store, filter));
}
