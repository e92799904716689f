import type { StatsSettings } from "@shared/stats-schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

const settingsKey = (userId: string) => ["stats-settings", userId] as const;

export async function getStatsSettings(signal?: AbortSignal): Promise<StatsSettings> {
  return (await apiRequest<StatsSettings>("/admin/stats/settings", { auth: true, signal })).data;
}

export function useStatsSettings(userId: string, enabled: boolean) {
  return useQuery({ queryKey: settingsKey(userId), queryFn: ({ signal }) => getStatsSettings(signal), enabled });
}

export async function putStatsSettings(settings: StatsSettings): Promise<StatsSettings> {
  return (await apiRequest<StatsSettings>("/admin/stats/settings", { method: "PUT", auth: true, body: settings })).data;
}

/** Saves the switch and shows what the server then holds. */
export function useSaveStatsSettings(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putStatsSettings,
    onSuccess: (saved) => client.setQueryData(settingsKey(userId), saved),
  });
}
