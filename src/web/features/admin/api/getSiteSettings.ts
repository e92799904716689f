import { type SiteSettings, siteSettingsSchema } from "@shared/site-settings";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** GET /api/admin/settings */
export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const { data } = await apiRequest<unknown>("/admin/settings", { auth: true, signal });
  return siteSettingsSchema.parse(data);
}

export function useSiteSettings() {
  return useQuery({ queryKey: adminKeys.settings(), queryFn: ({ signal }) => getSiteSettings(signal) });
}
