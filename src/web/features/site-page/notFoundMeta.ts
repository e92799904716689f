import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";

export const NOT_FOUND_SCREEN_TITLE = "Page Not Found";

export function notFoundMeta(path: string, site: SiteNames): PageMeta {
  return {
    title: documentTitle(site, NOT_FOUND_SCREEN_TITLE),
    description: "404 - Page Not Found. The page you are looking for does not exist or has moved.",
    path,
    noindex: true,
  };
}
