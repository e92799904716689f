import { type CustomCss, customCssSchema } from "@shared/custom-css-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** PUT /api/admin/custom-css: answers the stylesheet in force and its kept versions. */
export async function updateCustomCss(css: string): Promise<CustomCss> {
  const { data } = await apiRequest<unknown>("/admin/custom-css", { method: "PUT", body: { css }, auth: true });
  return customCssSchema.parse(data);
}

export function useUpdateCustomCss() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCustomCss,
    onSuccess: (stored) => {
      client.setQueryData(adminKeys.customCss(), stored);
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
