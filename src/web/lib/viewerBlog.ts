import { useQuery } from "@tanstack/react-query";
import type { Blog } from "../../shared/schemas";
import { api } from "./api";
import { useAuth } from "./auth";
import { queryKeys } from "./queryKeys";

/**
 * One blog as this viewer may see it: a signed-in viewer sends the bearer token, so an author also gets
 * their own draft (everyone else gets 404). Same cache entry as every other read of this blog.
 */
export function useViewerBlog(id: string) {
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.blog(id),
    queryFn: ({ signal }) => api<Blog>(`/allBlogs/${encodeURIComponent(id)}`, { auth: status === "signed-in", signal }),
    // Until we know who is reading, a draft's author would be asked as a visitor and told 404.
    enabled: status !== "loading",
  });
}
