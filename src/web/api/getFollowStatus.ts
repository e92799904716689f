import type { FollowStatus } from "@shared/follow-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../lib/api";
import { useAuth } from "../lib/auth";
import { queryKeys } from "../lib/queryKeys";

/** Whether the signed-in reader follows the writer (and whether it is their own page). */
export async function getFollowStatus(handle: string, signal?: AbortSignal): Promise<FollowStatus> {
  return (await apiRequest<FollowStatus>(`/authors/${encodeURIComponent(handle)}/follow`, { auth: true, signal })).data;
}

export const followStatusQuery = (handle: string, userId: string) =>
  queryOptions({
    queryKey: queryKeys.followStatus(handle, userId),
    queryFn: ({ signal }) => getFollowStatus(handle, signal),
  });

/** Asked only when signed in: a visitor follows no one, and the public profile already has the count. */
export function useFollowStatus(handle: string) {
  const { status, user } = useAuth();
  const userId = user?.id ?? "";
  return useQuery({ ...followStatusQuery(handle, userId), enabled: status === "signed-in" && userId !== "" });
}
