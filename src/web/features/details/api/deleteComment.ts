import type { DeleteResult } from "@shared/schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { editLoadedComments, threadsRemovedBy, withoutComment } from "./commentCache";

export function deleteComment(id: string): Promise<DeleteResult> {
  return api<DeleteResult>(`/comments/${encodeURIComponent(id)}`, { method: "DELETE", auth: true });
}

/** It leaves the list at once, or stays as "comment deleted" while it has replies. */
export const deleteCommentMutation = (client: QueryClient, blogId: string) => ({
  mutationFn: deleteComment,
  onSuccess: (_result: DeleteResult, id: string) => {
    const removed = threadsRemovedBy(client, blogId, id);
    editLoadedComments(client, blogId, (comments) => withoutComment(comments, id).comments, -removed);
  },
});

/** The comment's author or the blog's author (moderation) removes it. */
export function useDeleteComment(blogId: string) {
  return useMutation(deleteCommentMutation(useQueryClient(), blogId));
}
