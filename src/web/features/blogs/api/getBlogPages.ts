import { BLOG_PAGE_SIZE } from "@shared/limits";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { type BlogPage, getBlogPage } from "@web/api/getBlogPage";
import { queryKeys } from "@web/lib/queryKeys";

/** The filters a visitor applies on the All Blogs page; absent means "any". */
export type BlogFilters = { search?: string; category?: string };

/** The All Blogs list query for a set of filters (without its offset, which is the page parameter). */
export function blogListQuery(filters: BlogFilters) {
  return {
    sort: "recent",
    limit: BLOG_PAGE_SIZE,
    view: "card",
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
  } as const;
}

/** Where a page starts: an offset for the first page shown, then the cursor the page before named. */
type PageStart = number | string;

/** The shape TanStack Query keeps an infinite list in; the server entry builds its first page. */
export type BlogPages = { pages: BlogPage[]; pageParams: PageStart[] };

/**
 * The All Blogs list, filtered on the server and fetched a page at a time. `start` is the offset of
 * the first page shown: a reader without scripts follows next-page links (`?page=2`), and the same
 * URL with scripts on starts its list there too. The server entry seeds the cache under this key.
 */
export const blogPagesQuery = (filters: BlogFilters, start = 0) => {
  const base = blogListQuery(filters);
  return infiniteQueryOptions({
    queryKey: queryKeys.blogPages(base, start),
    initialPageParam: start as PageStart,
    // Later pages follow the cursor of the page before (the Link header), so page 100 costs what page 1 does.
    queryFn: ({ pageParam, signal }) =>
      getBlogPage(
        typeof pageParam === "string" ? { ...base, cursor: pageParam } : { ...base, offset: pageParam },
        signal,
      ),
    getNextPageParam: (lastPage): PageStart | undefined => lastPage.next,
  });
};

export function useBlogPages(filters: BlogFilters, start = 0) {
  return useInfiniteQuery(blogPagesQuery(filters, start));
}
