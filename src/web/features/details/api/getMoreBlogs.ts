import { MORE_BLOGS_IN_SIDEBAR } from "@shared/limits";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { CARD_LIST, getBlogList } from "@web/api/getBlogPage";
import { queryKeys } from "@web/lib/queryKeys";

/** The details sidebar: other recent blogs, never the one being read. The server entry seeds this key. */
export const moreBlogsListQuery = (excludeId: string) =>
  ({ sort: "recent", limit: MORE_BLOGS_IN_SIDEBAR, exclude: excludeId, ...CARD_LIST }) as const;

export const moreBlogsQuery = (excludeId: string) =>
  queryOptions({
    queryKey: queryKeys.blogs(moreBlogsListQuery(excludeId)),
    queryFn: ({ signal }) => getBlogList(moreBlogsListQuery(excludeId), signal),
    // Moving between blogs keeps the old sidebar until the new one arrives, so the page does not jump.
    placeholderData: keepPreviousData,
  });

export function useMoreBlogs(excludeId: string) {
  return useQuery(moreBlogsQuery(excludeId));
}
