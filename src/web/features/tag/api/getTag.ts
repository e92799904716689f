import type { TagCount } from "@shared/tag-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** A tag and how many public posts carry it; null when none does (the page says so, it is no failure). */
export async function getTag(slug: string, signal?: AbortSignal): Promise<TagCount | null> {
  try {
    return (await apiRequest<TagCount>(`/tags/${encodeURIComponent(slug)}`, { signal })).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** The server entry seeds the cache under this key (null for an unknown tag). */
export const tagQuery = (slug: string) =>
  queryOptions({ queryKey: queryKeys.tag(slug), queryFn: ({ signal }) => getTag(slug, signal) });

export function useTag(slug: string) {
  return useQuery(tagQuery(slug));
}
