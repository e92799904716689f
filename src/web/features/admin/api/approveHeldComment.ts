import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** POST /api/admin/comments/:id/approve: a comment the spam rules held goes public. */
export async function approveHeldComment(id: string): Promise<void> {
  await apiRequest<unknown>(`/admin/comments/${encodeURIComponent(id)}/approve`, { method: "POST", auth: true });
}

export function useApproveHeldComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveHeldComment,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.reports() }),
        client.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
