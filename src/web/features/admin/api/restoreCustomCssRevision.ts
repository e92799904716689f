import { type CustomCss, customCssSchema } from "@shared/custom-css-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** POST /api/admin/custom-css/revisions/:id/restore: answers the stylesheet now in force and its kept versions. */
export async function restoreCustomCssRevision(id: string): Promise<CustomCss> {
  const { data } = await apiRequest<unknown>(`/admin/custom-css/revisions/${encodeURIComponent(id)}/restore`, {
    method: "POST",
    auth: true,
  });
  return customCssSchema.parse(data);
}

export function useRestoreCustomCssRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreCustomCssRevision,
    onSuccess: (stored) => {
      client.setQueryData(adminKeys.customCss(), stored);
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
