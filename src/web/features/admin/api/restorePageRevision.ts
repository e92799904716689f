import type { SitePage } from "@shared/site-page-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** POST /api/admin/pages/:id/revisions/:rev/restore: the page with that version's text, the text it replaced kept. */
export async function restorePageRevision({ id, revision }: { id: string; revision: string }): Promise<SitePage> {
  const path = `/admin/pages/${encodeURIComponent(id)}/revisions/${encodeURIComponent(revision)}/restore`;
  return (await apiRequest<SitePage>(path, { method: "POST", auth: true })).data;
}

export function useRestorePageRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restorePageRevision,
    onSuccess: (page) => {
      client.setQueryData(adminKeys.page(page.id), page);
      void client.invalidateQueries({ queryKey: adminKeys.pages(), exact: true });
      void client.invalidateQueries({ queryKey: adminKeys.pageRevisions(page.id) });
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
