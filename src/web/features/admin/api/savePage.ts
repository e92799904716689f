import type { SitePage, SitePageInput } from "@shared/site-page-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** POST /api/admin/pages for a new page, PUT /api/admin/pages/:id for one that exists: answers it as stored. */
export async function savePage({ id, page }: { id: string | undefined; page: SitePageInput }): Promise<SitePage> {
  const path = id ? `/admin/pages/${encodeURIComponent(id)}` : "/admin/pages";
  return (await apiRequest<SitePage>(path, { method: id ? "PUT" : "POST", body: page, auth: true })).data;
}

export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePage,
    onSuccess: (page) => {
      client.setQueryData(adminKeys.page(page.id), page);
      void client.invalidateQueries({ queryKey: adminKeys.pages(), exact: true });
      void client.invalidateQueries({ queryKey: adminKeys.pageRevisions(page.id) });
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
