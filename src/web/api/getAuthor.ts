import type { AuthorProfile } from "@shared/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/**
 * A writer's public profile by handle; null when no writer has it (the page says so, it is no failure).
 * Shared: the author page and a post's byline both show its follower count, and following updates it.
 */
export async function getAuthor(handle: string, signal?: AbortSignal): Promise<AuthorProfile | null> {
  try {
    return (await apiRequest<AuthorProfile>(`/authors/${encodeURIComponent(handle)}`, { signal })).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** The server entry seeds the cache under this key (null for no such writer). */
export const authorQuery = (handle: string) =>
  queryOptions({ queryKey: queryKeys.author(handle), queryFn: ({ signal }) => getAuthor(handle, signal) });

export function useAuthor(handle: string) {
  return useQuery(authorQuery(handle));
}
