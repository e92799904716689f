import { type CustomCss, customCssSchema } from "@shared/custom-css-schemas";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** GET /api/admin/custom-css */
export async function getCustomCss(signal?: AbortSignal): Promise<CustomCss> {
  const { data } = await apiRequest<unknown>("/admin/custom-css", { auth: true, signal });
  return customCssSchema.parse(data);
}

export function useCustomCss() {
  return useQuery({ queryKey: adminKeys.customCss(), queryFn: ({ signal }) => getCustomCss(signal) });
}
