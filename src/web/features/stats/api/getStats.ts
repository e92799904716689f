import type { StatsPeriod } from "@shared/stats";
import type { Stats } from "@shared/stats-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** Whose numbers the screen shows: the signed-in writer's own, or the whole site's (admins). */
export type StatsView = "mine" | "site";

export async function getStats(view: StatsView, days: StatsPeriod, signal?: AbortSignal): Promise<Stats> {
  const path = view === "site" ? "/admin/stats" : "/me/stats";
  return (await apiRequest<Stats>(`${path}?days=${days}`, { auth: true, signal })).data;
}

export const statsQuery = (userId: string, view: StatsView, days: StatsPeriod) =>
  queryOptions({
    queryKey: ["stats", userId, view, days] as const,
    queryFn: ({ signal }) => getStats(view, days, signal),
  });

export function useStats(userId: string, view: StatsView, days: StatsPeriod) {
  return useQuery(statsQuery(userId, view, days));
}
