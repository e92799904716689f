import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** DELETE /api/me/fediverse/blocks?target=: the account may follow and reply again. */
export async function unblockAccount(target: string): Promise<void> {
  await apiRequest<null>(`/me/fediverse/blocks?target=${encodeURIComponent(target)}`, {
    method: "DELETE",
    auth: true,
  });
}

export function useUnblockAccount(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unblockAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.myFediverse(userId) }),
  });
}
