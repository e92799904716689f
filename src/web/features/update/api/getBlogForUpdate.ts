import type { Blog } from "@shared/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/**
 * The blog as the update page edits it; SPEC §7 sends the bearer token on this read. null when there is
 * none (404, or 400 for an impossible id), as every other read of this cache entry has it.
 */
export async function getBlogForUpdate(id: string, signal?: AbortSignal): Promise<Blog | null> {
  try {
    return await api<Blog>(`/allBlogs/${encodeURIComponent(id)}`, { auth: true, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const blogForUpdateQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.blog(id),
    queryFn: ({ signal }) => getBlogForUpdate(id, signal),
    // An editor must start from the blog as it is now, not from a copy another screen cached.
    refetchOnMount: "always",
  });

export function useBlogForUpdate(id: string) {
  return useQuery(blogForUpdateQuery(id));
}
