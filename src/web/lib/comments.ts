import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment, DeleteResult } from "../../shared/schemas";
import { api } from "./api";
import { queryKeys } from "./queryKeys";

export function editComment(id: string, comment: string): Promise<Comment> {
  return api<Comment>(`/comments/${encodeURIComponent(id)}`, { method: "PATCH", auth: true, body: { comment } });
}

export function deleteComment(id: string): Promise<DeleteResult> {
  return api<DeleteResult>(`/comments/${encodeURIComponent(id)}`, { method: "DELETE", auth: true });
}

/** The comment's author rewrites it; the list shows the server's copy (with editedAt) in place. */
export function useEditComment(blogId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: string; comment: string }) => editComment(id, comment),
    onSuccess: (updated) => {
      client.setQueryData<Comment[]>(queryKeys.comments(blogId), (list) =>
        list?.map((item) => (item._id === updated._id ? updated : item)),
      );
    },
  });
}

/** The comment's author or the blog's author (moderation) removes it; it leaves the list at once. */
export function useDeleteComment(blogId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteComment(id),
    onSuccess: (_result, id) => {
      client.setQueryData<Comment[]>(queryKeys.comments(blogId), (list) => list?.filter((item) => item._id !== id));
    },
  });
}
