import type { SitePageRevisionSummary } from "@shared/site-page-schemas";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** GET /api/admin/pages/:id/revisions: the page's kept versions, newest first. */
export async function getPageRevisions(id: string, signal?: AbortSignal): Promise<SitePageRevisionSummary[]> {
  const path = `/admin/pages/${encodeURIComponent(id)}/revisions`;
  return (await apiRequest<SitePageRevisionSummary[]>(path, { auth: true, signal })).data;
}

/** Asked for only once the writer opens the history. */
export function usePageRevisions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.pageRevisions(id),
    queryFn: ({ signal }) => getPageRevisions(id, signal),
    enabled,
  });
}
