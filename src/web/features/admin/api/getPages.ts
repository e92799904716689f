import type { SitePageSummary } from "@shared/site-page-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** GET /api/admin/pages: every page of the site's, drafts too, most recently changed first. */
export async function getPages(signal?: AbortSignal): Promise<SitePageSummary[]> {
  return (await apiRequest<SitePageSummary[]>("/admin/pages", { auth: true, signal })).data;
}

export const pagesQuery = () =>
  queryOptions({ queryKey: adminKeys.pages(), queryFn: ({ signal }) => getPages(signal) });

export function usePages() {
  return useQuery(pagesQuery());
}
