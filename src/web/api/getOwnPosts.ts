import { MAX_PAGE_SIZE } from "@shared/limits";
import type { MyBlog } from "@shared/schemas";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/**
 * The writer's newest posts, drafts included, for the blog form's "Translation of": one page of the
 * largest size the API allows, as a select of more would be unusable anyway. `email` empty asks nothing.
 */
export function useOwnPosts(email: string) {
  return useQuery({
    // Under the Profile list's key, so writing or deleting a post refreshes the choice.
    queryKey: [...queryKeys.myBlogs(email), "for-translations"] as const,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: String(MAX_PAGE_SIZE), offset: "0" });
      return (await apiRequest<MyBlog[]>(`/myBlogs?${params}`, { auth: true, signal })).data;
    },
    enabled: email !== "",
  });
}
