import { BLOG_PAGE_SIZE } from "@shared/limits";
import { useInfiniteQuery } from "@tanstack/react-query";
import { blogListPagesQuery } from "@web/api/blogListPages";

/** A tag's published posts, newest first, as cards. */
export const tagPostsList = (slug: string) =>
  ({ sort: "recent", limit: BLOG_PAGE_SIZE, view: "card", tag: slug }) as const;

/** The tag's posts a page at a time from `start` (see blogListPagesQuery). */
export const tagPostsQuery = (slug: string, start = 0) => blogListPagesQuery(tagPostsList(slug), start);

export function useTagPosts(slug: string, start = 0) {
  return useInfiniteQuery(tagPostsQuery(slug, start));
}
