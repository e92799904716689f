import { type CommentThread, MAX_COMMENTS_PAGE } from "@shared/schemas";
import type { Store } from "../db/connect";
import type { PublicCache } from "../http/public-cache";
import { countComments, listCommentPage, pageToComments } from "./store";

/** How many comments a blog has, counted at most once per data revision (the API and the pages share it). */
export function countCommentsOnce(store: Store, cache: PublicCache, blogId: string, revision: string) {
  return cache.memo(`comments:${blogId}`, revision, () => countComments(store, blogId));
}

/** The first page of a blog's threads as a reader first sees them, its total and the next page's cursor. */
export async function readCommentThread(
  store: Store,
  cache: PublicCache,
  baseUrl: string,
  blogId: string,
): Promise<CommentThread> {
  const page = await listCommentPage(store, blogId, { limit: MAX_COMMENTS_PAGE, offset: 0 });
  // A thread of one page is its own count, and needs no data revision read to memoize one.
  const total = page.nextCursor
    ? await countCommentsOnce(store, cache, blogId, await cache.recentRevision())
    : page.rows.length;
  const comments = pageToComments(page, baseUrl);
  return { comments, total, ...(page.nextCursor ? { next: page.nextCursor } : {}) };
}
