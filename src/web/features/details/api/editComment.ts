import type { Comment } from "@shared/schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { editLoadedComments, mapEveryComment } from "./commentCache";

export type EditCommentInput = { id: string; comment: string };

export function editComment({ id, comment }: EditCommentInput): Promise<Comment> {
  return api<Comment>(`/comments/${encodeURIComponent(id)}`, { method: "PATCH", auth: true, body: { comment } });
}

/** The list shows the server's copy (with editedAt) in place. */
export const editCommentMutation = (client: QueryClient, blogId: string) => ({
  mutationFn: editComment,
  onSuccess: (updated: Comment) => {
    // The answer to an edit carries no replies; a thread keeps the ones it shows.
    editLoadedComments(client, blogId, (comments) =>
      mapEveryComment(comments, (item) =>
        item._id === updated._id ? { ...updated, ...(item.replies ? { replies: item.replies } : {}) } : item,
      ),
    );
  },
});

/** The comment's author rewrites it. */
export function useEditComment(blogId: string) {
  return useMutation(editCommentMutation(useQueryClient(), blogId));
}
