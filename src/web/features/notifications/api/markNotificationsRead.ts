import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

export type MarkRead = { ids: string[] } | { all: true };

/** POST /api/notifications/read: the answer says how many changed. */
export async function markNotificationsRead(which: MarkRead): Promise<{ marked: number }> {
  return (await apiRequest<{ marked: number }>("/notifications/read", { method: "POST", body: which, auth: true }))
    .data;
}

/** Marks read, then refreshes the list and the bell (both under the account's notifications key). */
export function useMarkNotificationsRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.notifications(userId) }),
  });
}
