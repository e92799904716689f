import type { NewSeries } from "@shared/series-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

export type CreatedSeries = { id: string; slug: string };

export async function createSeries(input: NewSeries): Promise<CreatedSeries> {
  return (await apiRequest<CreatedSeries>("/series", { method: "POST", auth: true, body: input })).data;
}

export function useCreateSeries(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.mySeries(userId) }),
  });
}
