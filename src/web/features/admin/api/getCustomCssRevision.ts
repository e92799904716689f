import { type CustomCssRevision, customCssRevisionSchema } from "@shared/custom-css-schemas";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** GET /api/admin/custom-css/revisions/:id */
export async function getCustomCssRevision(id: string, signal?: AbortSignal): Promise<CustomCssRevision> {
  const { data } = await apiRequest<unknown>(`/admin/custom-css/revisions/${encodeURIComponent(id)}`, {
    auth: true,
    signal,
  });
  return customCssRevisionSchema.parse(data);
}

/** A kept version's text, read once it is asked for (`enabled`): never changes, so never read again. */
export function useCustomCssRevision(id: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.customCssRevision(id),
    queryFn: ({ signal }) => getCustomCssRevision(id, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
