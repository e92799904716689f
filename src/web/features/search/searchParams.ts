import { MAX_SEARCH_CURSOR_LENGTH, MAX_SEARCH_QUERY_LENGTH, SEARCH_MESSAGES } from "@shared/search";

/** What the /search URL asks for: the words, where the first page shown starts, and why it cannot run. */
export type SearchRequest = { q: string; cursor?: string; problem?: string };

/**
 * Reads `?q=` and `?cursor=` as the API will: trimmed, and a query longer than the API takes is
 * refused here with its message, so neither the server entry nor the browser sends it.
 */
export function searchFromParams(params: URLSearchParams): SearchRequest {
  const q = (params.get("q") ?? "").trim();
  if (q.length > MAX_SEARCH_QUERY_LENGTH) return { q, problem: SEARCH_MESSAGES.tooLong };
  const cursor = (params.get("cursor") ?? "").trim();
  return { q, ...(cursor && cursor.length <= MAX_SEARCH_CURSOR_LENGTH ? { cursor } : {}) };
}

/** `/search?q=…` (and `&cursor=…` for a later page); bare `/search` when there is nothing to search for. */
export function searchPath(q: string, cursor?: string): string {
  if (!q) return "/search";
  const params = new URLSearchParams({ q });
  if (cursor) params.set("cursor", cursor);
  return `/search?${params}`;
}
