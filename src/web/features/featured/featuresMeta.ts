import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";

export const FEATURES_SCREEN_TITLE = "Top 10 Blogs by Word Count";

export function featuresMeta(site: SiteNames): PageMeta {
  return {
    title: documentTitle(site, FEATURES_SCREEN_TITLE),
    description: "The ten longest reads on Inkwell, ranked by word count, with their category and author.",
    path: "/Features",
  };
}
