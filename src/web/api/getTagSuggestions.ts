import type { TagCount } from "@shared/tag-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** GET /api/tags?q=: up to 20 tags starting with what was typed, most used first. */
export function getTagSuggestions(q: string, signal?: AbortSignal): Promise<TagCount[]> {
  return api<TagCount[]>(`/tags?q=${encodeURIComponent(q)}`, { signal });
}

export const tagSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.tagSuggestions(q),
    queryFn: ({ signal }) => getTagSuggestions(q, signal),
    // Tags change slowly; one look-up per prefix while writing is plenty.
    staleTime: 60_000,
  });

/** Suggestions for the tag being typed; nothing is asked until at least one character is. */
export function useTagSuggestions(q: string) {
  return useQuery({ ...tagSuggestionsQuery(q), enabled: q.length > 0, placeholderData: keepPreviousData });
}
