import { useQuery } from "@tanstack/react-query";
import type { Blog } from "../../../shared/schemas";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";

/** The blog as the update page edits it; SPEC §7 sends the bearer token on this read. */
export function useBlogForUpdate(id: string) {
  return useQuery({
    queryKey: queryKeys.blog(id),
    queryFn: ({ signal }) => api<Blog>(`/allBlogs/${encodeURIComponent(id)}`, { auth: true, signal }),
    // An editor must start from the blog as it is now, not from a copy another screen cached.
    refetchOnMount: "always",
  });
}
