import { BLOG_PAGE_SIZE } from "@shared/limits";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { type BlogPage, getBlogPage } from "@web/api/getBlogPage";
import { queryKeys } from "@web/lib/queryKeys";

/** A writer's published posts, newest first, as cards. */
export const authorPostsList = (handle: string) =>
  ({ sort: "recent", limit: BLOG_PAGE_SIZE, view: "card", author: handle }) as const;

type PageStart = number | string;
export type AuthorPostPages = { pages: BlogPage[]; pageParams: PageStart[] };

/**
 * The writer's posts a page at a time: from `start` (a reader without scripts follows `?page=N`
 * links), then by the cursor of the page before. Under "blogs", so writing anywhere refreshes it.
 */
export const authorPostsQuery = (handle: string, start = 0) => {
  const base = authorPostsList(handle);
  return infiniteQueryOptions({
    queryKey: queryKeys.blogPages(base, start),
    initialPageParam: start as PageStart,
    queryFn: ({ pageParam, signal }) =>
      getBlogPage(
        typeof pageParam === "string" ? { ...base, cursor: pageParam } : { ...base, offset: pageParam },
        signal,
      ),
    getNextPageParam: (lastPage): PageStart | undefined => lastPage.next,
  });
};

export function useAuthorPosts(handle: string, start = 0) {
  return useInfiniteQuery(authorPostsQuery(handle, start));
}
