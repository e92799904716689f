import type { DeleteResult } from "@shared/schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { editLoadedComments } from "./commentCache";

export function deleteComment(id: string): Promise<DeleteResult> {
  return api<DeleteResult>(`/comments/${encodeURIComponent(id)}`, { method: "DELETE", auth: true });
}

/** It leaves the list at once. */
export const deleteCommentMutation = (client: QueryClient, blogId: string) => ({
  mutationFn: deleteComment,
  onSuccess: (_result: DeleteResult, id: string) => {
    editLoadedComments(client, blogId, (comments) => comments.filter((item) => item._id !== id), -1);
  },
});

/** The comment's author or the blog's author (moderation) removes it. */
export function useDeleteComment(blogId: string) {
  return useMutation(deleteCommentMutation(useQueryClient(), blogId));
}
