import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** DELETE /api/admin/subscribers/:id: the address is forgotten and gets no more mail. */
export async function removeSubscriber(id: string): Promise<void> {
  await apiRequest<unknown>(`/admin/subscribers/${encodeURIComponent(id)}`, { method: "DELETE", auth: true });
}

export function useRemoveSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeSubscriber,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.allSubscribers() }),
  });
}
