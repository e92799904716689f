import type { Series } from "@shared/series-schemas";
import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";

/** The series' title names the screen (`Kyoto in Winter · Inkwell`); an unknown one is the 404 page. */
export const seriesScreenTitle = (series: Series | null | undefined) => (series ? series.title : "Page Not Found");

/** A series' page: canonical on its own address, described by its writer's words when they gave any. */
export function seriesMeta(series: Series, site: SiteNames): PageMeta {
  const parts = `${series.posts.length} ${series.posts.length === 1 ? "part" : "parts"}`;
  return {
    title: documentTitle(site, seriesScreenTitle(series)),
    description: series.description || `A series by ${series.author.name} on ${site.name}: ${parts}.`,
    path: series.url,
  };
}
