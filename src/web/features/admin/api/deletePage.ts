import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** DELETE /api/admin/pages/:id: the page and its kept versions go. */
export async function deletePage(id: string): Promise<void> {
  await apiRequest<unknown>(`/admin/pages/${encodeURIComponent(id)}`, { method: "DELETE", auth: true });
}

export function useDeletePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: adminKeys.page(id) });
      void client.invalidateQueries({ queryKey: adminKeys.pages(), exact: true });
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
