import type { Translate } from "@web/i18n/useT";
import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";

export function notFoundMeta(path: string, site: SiteNames, t: Translate): PageMeta {
  return {
    title: documentTitle(site, t("title.notFound")),
    description: t("head.notFound"),
    path,
    noindex: true,
  };
}
