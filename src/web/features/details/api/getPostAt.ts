import type { Blog } from "@shared/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** The published post at `/@handle/slug` (an earlier handle or slug finds it too), or null when there is none. */
export async function getPostAt(handle: string, slug: string, signal?: AbortSignal): Promise<Blog | null> {
  try {
    return await api<Blog>(`/authors/${encodeURIComponent(handle)}/posts/${encodeURIComponent(slug)}`, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The server entry seeds the cache under this key (null for no such post). */
export const postAtQuery = (handle: string, slug: string) =>
  queryOptions({ queryKey: queryKeys.postAt(handle, slug), queryFn: ({ signal }) => getPostAt(handle, slug, signal) });

export function usePostAt(handle: string, slug: string) {
  return useQuery(postAtQuery(handle, slug));
}
