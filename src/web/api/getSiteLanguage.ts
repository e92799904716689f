import { SITE_DEFAULT_LANGUAGE } from "@shared/post-language";
import { siteSettingsSchema } from "@shared/site-settings";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** The public settings' query key (GET /api/site is the same for everyone). */
const SITE_KEY = ["site", "public"] as const;

/**
 * The site's default language (the admin's `defaultLanguage`), what a post that names none is in, from
 * GET /api/site; English until it has loaded. Asked for by the writing form only, not by every page.
 */
export function useSiteLanguage(): string {
  const site = useQuery({
    queryKey: SITE_KEY,
    queryFn: async ({ signal }) => siteSettingsSchema.parse((await apiRequest<unknown>("/site", { signal })).data),
    staleTime: 60_000,
    select: (settings) => settings.defaultLanguage,
  });
  return site.data ?? SITE_DEFAULT_LANGUAGE;
}
