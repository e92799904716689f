import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

export async function deleteSeries(id: string): Promise<void> {
  await apiRequest<undefined>(`/series/${encodeURIComponent(id)}`, { method: "DELETE", auth: true });
}

export function useDeleteSeries(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSeries,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.mySeries(userId) }),
  });
}
