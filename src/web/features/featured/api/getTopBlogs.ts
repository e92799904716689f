import { FEATURED_BLOGS } from "@shared/limits";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { CARD_LIST, getBlogList } from "@web/api/getBlogPage";
import { queryKeys } from "@web/lib/queryKeys";

/** The Features table: the longest blogs, longest first. The server entry seeds the cache under this key. */
export const TOP_BLOGS_QUERY = { sort: "wordCount", limit: FEATURED_BLOGS, ...CARD_LIST } as const;

export const topBlogsQuery = () =>
  queryOptions({
    queryKey: queryKeys.blogs(TOP_BLOGS_QUERY),
    queryFn: ({ signal }) => getBlogList(TOP_BLOGS_QUERY, signal),
  });

export function useTopBlogs() {
  return useQuery(topBlogsQuery());
}
