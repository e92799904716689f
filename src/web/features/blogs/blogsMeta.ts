import { categoryName } from "@web/i18n/categoryName";
import type { Translate } from "@web/i18n/useT";
import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";
import type { BlogFilters } from "./api/getBlogPages";
import { listQueryString } from "./filterParams";

/** A category's RSS and JSON feeds (`?category=` on the site's). */
export const categoryFeeds = (category: string, site: SiteNames, t: Translate) => {
  const query = `?category=${encodeURIComponent(category)}`;
  return { title: `${site.name} · ${categoryName(t, category)}`, rss: `/rss.xml${query}`, json: `/feed.json${query}` };
};

/** All Blogs' head. Category pages are worth indexing; one-off title searches are not. */
export function blogsMeta(filters: BlogFilters, page: number, total: number, site: SiteNames, t: Translate): PageMeta {
  const values = {
    site: site.name,
    count: total,
    category: filters.category ? categoryName(t, filters.category) : "",
    search: filters.search ?? "",
  };
  const what = filters.category
    ? t(filters.search ? "head.blogs.categorySearch" : "head.blogs.category", values)
    : t(filters.search ? "head.blogs.search" : "head.blogs.all", values);
  return {
    title: documentTitle(site, t("lists.blogs.heading")),
    description: [what, page > 1 ? t("head.page", { page }) : "", t("head.blogs.how")].filter(Boolean).join(" "),
    path: `/Blogs${listQueryString({ category: filters.category }, page)}`,
    noindex: Boolean(filters.search),
    // A category's list has its own feeds, announced beside the site's.
    ...(filters.category ? { feeds: [categoryFeeds(filters.category, site, t)] } : {}),
  };
}
