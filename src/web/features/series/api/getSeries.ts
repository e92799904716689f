import type { Series } from "@shared/series-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** The series at `/@handle/series/slug`, or null when there is none (the page says so, it is no failure). */
export async function getSeries(handle: string, slug: string, signal?: AbortSignal): Promise<Series | null> {
  try {
    return await api<Series>(`/authors/${encodeURIComponent(handle)}/series/${encodeURIComponent(slug)}`, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The server entry seeds the cache under this key (null for no such series). */
export const seriesQuery = (handle: string, slug: string) =>
  queryOptions({ queryKey: queryKeys.series(handle, slug), queryFn: ({ signal }) => getSeries(handle, slug, signal) });

export function useSeries(handle: string, slug: string) {
  return useQuery(seriesQuery(handle, slug));
}
