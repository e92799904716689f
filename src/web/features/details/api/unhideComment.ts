import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { editLoadedComments, mapEveryComment } from "./commentCache";
import type { ModeratedComment } from "./moderatedComment";

/** POST /api/admin/comments/:id/unhide: a comment a moderator hid is public again. */
export async function unhideComment(id: string): Promise<void> {
  await apiRequest<unknown>(`/admin/comments/${encodeURIComponent(id)}/unhide`, { method: "POST", auth: true });
}

export function useUnhideComment(blogId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unhideComment,
    onSuccess: (_result, id) => {
      editLoadedComments(client, blogId, (comments) =>
        mapEveryComment(comments, (item) =>
          item._id === id ? ({ ...item, hidden: false } as ModeratedComment) : item,
        ),
      );
    },
  });
}
