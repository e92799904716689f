import type { PublicSitePage } from "@shared/site-page-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@web/lib/api";

/** One of the site's pages; null at an address no published page holds (the screen says so, no failure). */
export async function getSitePage(slug: string, signal?: AbortSignal): Promise<PublicSitePage | null> {
  try {
    return (await apiRequest<PublicSitePage>(`/pages/${encodeURIComponent(slug)}`, { signal })).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The server entry seeds the cache under this key. Kept here rather than in lib/queryKeys, which every
 * page loads: only this screen reads it. Under "blogs", as a post's is, so sign-in and writes refresh it.
 */
export const sitePageQuery = (slug: string) =>
  queryOptions({ queryKey: ["blogs", "site-page", slug] as const, queryFn: ({ signal }) => getSitePage(slug, signal) });

export function useSitePage(slug: string) {
  return useQuery(sitePageQuery(slug));
}
