import type { Blog } from "@shared/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/**
 * GET /api/previews/:token: the draft a private preview link opens, or the post with draft: false once
 * it is published; null when the link is unknown or revoked (404), which asking again cannot change.
 * The server draws the page with the same answer (ssr/pages.ts), so hydration asks nothing.
 */
export async function getPreview(token: string, signal?: AbortSignal): Promise<Blog | null> {
  try {
    return await api<Blog>(`/previews/${encodeURIComponent(token)}`, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const previewQuery = (token: string) =>
  queryOptions({ queryKey: queryKeys.preview(token), queryFn: ({ signal }) => getPreview(token, signal) });

export function usePreview(token: string) {
  return useQuery(previewQuery(token));
}
