import type { TagCount } from "@shared/tag-schemas";
import { tagPath } from "@shared/tags";
import type { Translate } from "@web/i18n/useT";
import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";

/**
 * `#Name`, the screen's name in its tab title (`#Web Dev · Inkwell`) and heading; an unknown tag is the
 * 404 page, titled as the server titles it.
 */
export const tagScreenTitle = (tag: TagCount | null | undefined, t: Translate) =>
  tag ? `#${tag.name}` : t("title.notFound");

/** A tag's RSS and JSON feeds. */
export const tagFeeds = (tag: TagCount, site: SiteNames) => ({
  title: `#${tag.name} · ${site.name}`,
  rss: `${tagPath(tag.slug)}/rss.xml`,
  json: `${tagPath(tag.slug)}/feed.json`,
});

/** A tag's page: canonical on its slug (page 2 on, with `?page=`), announcing its own feeds. */
export function tagMeta(tag: TagCount, page: number, site: SiteNames, t: Translate): PageMeta {
  const stories = t("head.tag", { tag: tag.name, site: site.name, count: tag.count });
  return {
    title: documentTitle(site, tagScreenTitle(tag, t)),
    description: page > 1 ? `${stories} ${t("head.page", { page })}` : stories,
    path: `${tagPath(tag.slug)}${page > 1 ? `?page=${page}` : ""}`,
    feeds: [tagFeeds(tag, site)],
  };
}
