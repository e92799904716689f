import type { Series } from "@shared/series-schemas";
import type { Translate } from "@web/i18n/useT";
import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";

/** The series' title names the screen (`Kyoto in Winter · Inkwell`); an unknown one is the 404 page. */
export const seriesScreenTitle = (series: Series | null | undefined, t: Translate) =>
  series ? series.title : t("title.notFound");

/** A series' page: canonical on its own address, described by its writer's words when they gave any. */
export function seriesMeta(series: Series, site: SiteNames, t: Translate): PageMeta {
  return {
    title: documentTitle(site, seriesScreenTitle(series, t)),
    description:
      series.description ||
      t("head.series", { author: series.author.name, site: site.name, count: series.posts.length }),
    path: series.url,
  };
}
