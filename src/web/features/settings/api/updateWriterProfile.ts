import type { Me, WriterProfileUpdate } from "@shared/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** PATCH /api/me: a new handle, bio, follower-mail, fediverse or moving setting; the server answers the account as it now is. */
export async function updateWriterProfile(change: WriterProfileUpdate): Promise<Me> {
  return (await apiRequest<Me>("/me", { method: "PATCH", body: change, auth: true })).data;
}

export function useUpdateWriterProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWriterProfile,
    onSuccess: (me) => client.setQueryData(queryKeys.me(userId), me),
  });
}
