import type { MyFediverse } from "@shared/fediverse";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** The signed-in writer's fediverse address, remote followers and the accounts they blocked. */
export async function getMyFediverse(signal?: AbortSignal): Promise<MyFediverse> {
  return (await apiRequest<MyFediverse>("/me/fediverse", { auth: true, signal })).data;
}

export const myFediverseQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.myFediverse(userId), queryFn: ({ signal }) => getMyFediverse(signal) });

export function useMyFediverse(userId: string) {
  return useQuery(myFediverseQuery(userId));
}
