import type { Blog } from "@shared/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, api } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { queryKeys } from "@web/lib/queryKeys";
import { useEffect } from "react";

/** The blog as this viewer may see it, or null when there is none (404, or 400 for an impossible id). */
export async function getViewerBlog(id: string, signedIn: boolean, signal?: AbortSignal): Promise<Blog | null> {
  try {
    return await api<Blog>(`/allBlogs/${encodeURIComponent(id)}`, { auth: signedIn, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const viewerBlogQuery = (id: string, signedIn: boolean) =>
  queryOptions({
    queryKey: queryKeys.blog(id),
    queryFn: ({ signal }) => getViewerBlog(id, signedIn, signal),
  });

/**
 * One blog as this viewer may see it: a signed-in viewer sends the bearer token, so an author also gets
 * their own draft (everyone else gets 404). Same cache entry as every other read of this blog, which the
 * server-rendered page fills as a visitor sees it.
 */
export function useViewerBlog(id: string) {
  const { status } = useAuth();
  const signedIn = status === "signed-in";
  const query = useQuery({
    ...viewerBlogQuery(id, signedIn),
    // Until we know who is reading, a draft's author would be asked as a visitor and told 404.
    enabled: status !== "loading",
  });
  const { refetch } = query;
  const missing = query.data === null;
  // The page was drawn for a visitor, to whom a draft does not exist; its author asks once more as themselves.
  useEffect(() => {
    if (signedIn && missing) void refetch();
  }, [signedIn, missing, refetch]);
  return query;
}
