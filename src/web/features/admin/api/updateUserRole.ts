import type { Role } from "@shared/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** PUT /api/admin/users/:id/role */
export async function updateUserRole({ id, role }: { id: string; role: Role }): Promise<void> {
  await apiRequest<unknown>(`/admin/users/${encodeURIComponent(id)}/role`, {
    method: "PUT",
    body: { role },
    auth: true,
  });
}

export function useUpdateUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.allUsers() }),
        client.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
