import type { BlockAccount, FederationBlock } from "@shared/fediverse";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** POST /api/me/fediverse/blocks: the account stops following and its follows and replies are refused. */
export async function blockAccount(block: BlockAccount): Promise<FederationBlock[]> {
  return (await apiRequest<FederationBlock[]>("/me/fediverse/blocks", { method: "POST", body: block, auth: true }))
    .data;
}

export function useBlockAccount(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: blockAccount,
    // The follower list changes too (a blocked follower is removed), so the whole section is read again.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.myFediverse(userId) }),
  });
}
