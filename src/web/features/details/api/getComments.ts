import type { Comment } from "@shared/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** Newest first, as the server sends them; posting a comment prepends it to this same cache. */
export function getComments(blogId: string, signal?: AbortSignal): Promise<Comment[]> {
  return apiRequest<Comment[]>(`/comments/${encodeURIComponent(blogId)}`, { signal }).then((reply) => reply.data);
}

export const commentsQuery = (blogId: string) =>
  queryOptions({
    queryKey: queryKeys.comments(blogId),
    queryFn: ({ signal }) => getComments(blogId, signal),
  });

export function useComments(blogId: string) {
  return useQuery(commentsQuery(blogId));
}
