import { BLOG_PAGE_SIZE } from "@shared/limits";
import { useInfiniteQuery } from "@tanstack/react-query";
import { blogListPagesQuery } from "@web/api/blogListPages";

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

/** The All Blogs list, filtered on the server and fetched a page at a time from `start`. */
export const blogPagesQuery = (filters: BlogFilters, start = 0) => blogListPagesQuery(blogListQuery(filters), start);

export function useBlogPages(filters: BlogFilters, start = 0) {
  return useInfiniteQuery(blogPagesQuery(filters, start));
}
