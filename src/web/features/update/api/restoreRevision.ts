import type { UpdateResult } from "@shared/schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

export type RestoreRevisionInput = { blogId: string; revisionId: string };

/** POST /api/blogs/:id/revisions/:rev/restore: an edit like PUT /api/blogs/:id, with the same answer. */
export function restoreRevision({ blogId, revisionId }: RestoreRevisionInput): Promise<UpdateResult> {
  return api<UpdateResult>(`/blogs/${encodeURIComponent(blogId)}/revisions/${encodeURIComponent(revisionId)}/restore`, {
    method: "POST",
    auth: true,
  });
}

export const restoreRevisionMutation = (client: QueryClient) => ({
  mutationFn: restoreRevision,
  onSuccess: (result: UpdateResult, { blogId }: RestoreRevisionInput) => {
    if (result.modifiedCount === 0) return;
    // As after an update: every screen showing the post shows the restored text; the post's key also
    // covers its history, which gained the version the restore replaced.
    void client.invalidateQueries({ queryKey: queryKeys.allBlogLists() });
    void client.invalidateQueries({ queryKey: queryKeys.blog(blogId) });
    void client.invalidateQueries({ queryKey: queryKeys.allWishlists() });
  },
});

export function useRestoreRevision() {
  return useMutation(restoreRevisionMutation(useQueryClient()));
}
