import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** POST /api/admin/users/:id/suspend or /unsuspend: sessions end and content hides, or it all comes back. */
export async function setSuspended({
  id,
  suspended,
  note,
}: {
  id: string;
  suspended: boolean;
  note?: string;
}): Promise<void> {
  await apiRequest<unknown>(`/admin/users/${encodeURIComponent(id)}/${suspended ? "suspend" : "unsuspend"}`, {
    method: "POST",
    body: note ? { note } : {},
    auth: true,
  });
}

export function useSetSuspended() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSuspended,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.allUsers() }),
        client.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
