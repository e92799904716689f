import type { Me } from "@shared/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** The signed-in account with its handle, bio and role. */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  return (await apiRequest<Me>("/me", { auth: true, signal })).data;
}

export const meQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.me(userId), queryFn: ({ signal }) => getMe(signal) });

export function useMe(userId: string) {
  return useQuery(meQuery(userId));
}
