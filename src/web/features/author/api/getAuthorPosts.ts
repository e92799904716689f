import { BLOG_PAGE_SIZE } from "@shared/limits";
import { useInfiniteQuery } from "@tanstack/react-query";
import { blogListPagesQuery } from "@web/api/blogListPages";

/** A writer's published posts, newest first, as cards. */
export const authorPostsList = (handle: string) =>
  ({ sort: "recent", limit: BLOG_PAGE_SIZE, view: "card", author: handle }) as const;

/** The writer's posts a page at a time from `start` (see blogListPagesQuery). */
export const authorPostsQuery = (handle: string, start = 0) => blogListPagesQuery(authorPostsList(handle), start);

export function useAuthorPosts(handle: string, start = 0) {
  return useInfiniteQuery(authorPostsQuery(handle, start));
}
