import { SEARCH_PAGE_SIZE } from "@shared/search";
import type { SearchPage, SearchQuery, SearchResult } from "@shared/search-schemas";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { nextCursor } from "@web/api/getBlogPage";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

export type { SearchPage };

/** The shape TanStack Query keeps the results in; the server entry builds its first page. */
export type SearchPages = { pages: SearchPage[]; pageParams: Array<string | undefined> };

/**
 * GET /api/search: one page of hits, best first, and the cursor of the page after it, read from the
 * `Link: <…>; rel="next"` header as the blog lists read theirs (getBlogPage).
 */
export async function searchPosts(
  query: Pick<SearchQuery, "q"> & Partial<Pick<SearchQuery, "limit" | "cursor">>,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const params = new URLSearchParams({ q: query.q });
  if (query.limit !== undefined) params.set("limit", String(query.limit));
  if (query.cursor) params.set("cursor", query.cursor);
  const { data, headers } = await apiRequest<SearchResult[]>(`/search?${params}`, { signal });
  const next = nextCursor(headers.get("link"));
  return { results: data, ...(next ? { next } : {}) };
}

/**
 * The results for `q`, a page at a time. `start` is the cursor of the first page shown: a reader
 * without scripts follows next-page links (`?q=…&cursor=…`), and the same URL with scripts on starts
 * its list there too. The server entry seeds the cache under this key.
 */
export const searchPostsQuery = (q: string, start?: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.search(q, start),
    initialPageParam: start,
    queryFn: ({ pageParam, signal }) => searchPosts({ q, limit: SEARCH_PAGE_SIZE, cursor: pageParam }, signal),
    getNextPageParam: (lastPage): string | undefined => lastPage.next,
  });

/** Runs only when there is something to search for (`enabled`), so the bare /search page asks nothing. */
export function useSearchPosts(q: string, start?: string, enabled = true) {
  return useInfiniteQuery({ ...searchPostsQuery(q, start), enabled: enabled && q !== "" });
}
