import type { Series, SeriesUpdate } from "@shared/series-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

export type SeriesChange = { id: string; update: SeriesUpdate };

/** Sends the whole ordered list of posts (the API replaces it), with a new title or description if any. */
export async function updateSeries({ id, update }: SeriesChange): Promise<Series> {
  return (await apiRequest<Series>(`/series/${encodeURIComponent(id)}`, { method: "PUT", auth: true, body: update }))
    .data;
}

export function useUpdateSeries(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSeries,
    // Awaited, so the caller moves focus only once the list on screen is the new one.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.mySeries(userId) }),
  });
}
