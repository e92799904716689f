import type { Translate } from "@web/i18n/useT";
import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";

export function featuresMeta(site: SiteNames, t: Translate): PageMeta {
  return {
    title: documentTitle(site, t("lists.features.heading")),
    description: t("head.features", { site: site.name }),
    path: "/Features",
  };
}
