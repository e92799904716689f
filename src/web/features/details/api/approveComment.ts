import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { editLoadedComments, mapEveryComment } from "./commentCache";
import type { ModeratedComment } from "./moderatedComment";

/** POST /api/admin/comments/:id/approve: a comment held for review goes public. */
export async function approveComment(id: string): Promise<void> {
  await apiRequest<unknown>(`/admin/comments/${encodeURIComponent(id)}/approve`, { method: "POST", auth: true });
}

/** The post's writer or a moderator lets a held comment through; it loses its badge at once. */
export function useApproveComment(blogId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveComment,
    onSuccess: (_result, id) => {
      editLoadedComments(client, blogId, (comments) =>
        mapEveryComment(comments, (item) => (item._id === id ? ({ ...item, held: false } as ModeratedComment) : item)),
      );
    },
  });
}
