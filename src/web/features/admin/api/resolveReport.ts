import type { AdminReport, ReportResolve } from "@shared/moderation-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** POST /api/admin/reports/:id/resolve: hide or delete the target, or dismiss the reports. */
export async function resolveReport({ id, ...resolution }: ReportResolve & { id: string }): Promise<void> {
  await apiRequest<unknown>(`/admin/reports/${encodeURIComponent(id)}/resolve`, {
    method: "POST",
    body: resolution,
    auth: true,
  });
}

/** The row leaves the queue at once; the audit log has a new line. */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (_result, { id }) => {
      client.setQueryData<AdminReport[]>(adminKeys.reports(), (reports) => reports?.filter((item) => item.id !== id));
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
