import { type SiteSettings, type SiteSettingsUpdate, siteSettingsSchema } from "@shared/site-settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** PUT /api/admin/settings: answers the settings as stored. */
export async function updateSiteSettings(settings: SiteSettingsUpdate): Promise<SiteSettings> {
  const { data } = await apiRequest<unknown>("/admin/settings", { method: "PUT", body: settings, auth: true });
  // The server answers what it stored; should it answer nothing, what was sent is what it stored.
  const stored = siteSettingsSchema.safeParse(data);
  return stored.success
    ? stored.data
    : { icon: null, accentColor: null, socialImage: null, navigation: null, defaultLanguage: "en", ...settings };
}

export function useUpdateSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (settings) => {
      client.setQueryData(adminKeys.settings(), settings);
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
