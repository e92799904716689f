import type { OwnSeries } from "@shared/series-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** The signed-in writer's series, newest first, each with every post in it (drafts too). */
export async function getMySeries(signal?: AbortSignal): Promise<OwnSeries[]> {
  return (await apiRequest<OwnSeries[]>("/me/series", { auth: true, signal })).data;
}

export const mySeriesQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.mySeries(userId), queryFn: ({ signal }) => getMySeries(signal) });

export function useMySeries(userId: string) {
  return useQuery({ ...mySeriesQuery(userId), enabled: userId !== "" });
}
