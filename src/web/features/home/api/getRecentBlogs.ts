import { RECENT_BLOGS_ON_HOME } from "@shared/limits";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { CARD_LIST, getBlogList } from "@web/api/getBlogPage";
import { queryKeys } from "@web/lib/queryKeys";

/** The home grid: the newest few blogs. The server entry seeds the cache under this same key. */
export const RECENT_BLOGS_QUERY = { sort: "recent", limit: RECENT_BLOGS_ON_HOME, ...CARD_LIST } as const;

export const recentBlogsQuery = () =>
  queryOptions({
    queryKey: queryKeys.blogs(RECENT_BLOGS_QUERY),
    queryFn: ({ signal }) => getBlogList(RECENT_BLOGS_QUERY, signal),
  });

export function useRecentBlogs() {
  return useQuery(recentBlogsQuery());
}
