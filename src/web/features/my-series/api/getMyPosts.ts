import { MAX_PAGE_SIZE } from "@shared/limits";
import type { MyBlog } from "@shared/schemas";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/**
 * The writer's newest posts, drafts included, to offer in "Add a post". One page of the largest size the
 * API allows: a select of more than that would be unusable anyway.
 */
export async function getMyPosts(signal?: AbortSignal): Promise<MyBlog[]> {
  const params = new URLSearchParams({ limit: String(MAX_PAGE_SIZE), offset: "0" });
  return (await apiRequest<MyBlog[]>(`/myBlogs?${params}`, { auth: true, signal })).data;
}

export function useMyPosts(email: string) {
  return useQuery({
    // Beside the Profile list's key, under "blogs", so writing or deleting a post refreshes the choice.
    queryKey: [...queryKeys.myBlogs(email), "for-series"] as const,
    queryFn: ({ signal }) => getMyPosts(signal),
    enabled: email !== "",
  });
}
