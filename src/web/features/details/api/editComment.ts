import type { Comment } from "@shared/schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

export type EditCommentInput = { id: string; comment: string };

export function editComment({ id, comment }: EditCommentInput): Promise<Comment> {
  return api<Comment>(`/comments/${encodeURIComponent(id)}`, { method: "PATCH", auth: true, body: { comment } });
}

/** The list shows the server's copy (with editedAt) in place. */
export const editCommentMutation = (client: QueryClient, blogId: string) => ({
  mutationFn: editComment,
  onSuccess: (updated: Comment) => {
    client.setQueryData<Comment[]>(queryKeys.comments(blogId), (list) =>
      list?.map((item) => (item._id === updated._id ? updated : item)),
    );
  },
});

/** The comment's author rewrites it. */
export function useEditComment(blogId: string) {
  return useMutation(editCommentMutation(useQueryClient(), blogId));
}
