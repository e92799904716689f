import type { SitePage } from "@shared/site-page-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** GET /api/admin/pages/:id: one page, whole, for its editor. */
export async function getPage(id: string, signal?: AbortSignal): Promise<SitePage> {
  return (await apiRequest<SitePage>(`/admin/pages/${encodeURIComponent(id)}`, { auth: true, signal })).data;
}

export const pageQuery = (id: string) =>
  // The editor holds its own copy once open: a refetch must not pull text from under the writer.
  queryOptions({ queryKey: adminKeys.page(id), queryFn: ({ signal }) => getPage(id, signal), staleTime: Infinity });

export function usePage(id: string) {
  return useQuery(pageQuery(id));
}
