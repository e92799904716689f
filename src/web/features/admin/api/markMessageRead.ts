import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";
import type { MessageList } from "./getMessages";

/** POST /api/admin/messages/:id/read */
export async function markMessageRead(id: string): Promise<void> {
  await apiRequest<unknown>(`/admin/messages/${encodeURIComponent(id)}/read`, { method: "POST", auth: true });
}

/** The message loses its unread mark at once. */
export function useMarkMessageRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: (_result, id) =>
      client.setQueryData<MessageList>(adminKeys.messages(), (list) =>
        list
          ? { ...list, messages: list.messages.map((item) => (item.id === id ? { ...item, read: true } : item)) }
          : list,
      ),
  });
}
