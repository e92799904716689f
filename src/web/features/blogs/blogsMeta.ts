import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";
import type { BlogFilters } from "./api/getBlogPages";
import { listQueryString } from "./filterParams";

export const BLOGS_SCREEN_TITLE = "All Blogs";

/** A category's RSS and JSON feeds (`?category=` on the site's). */
export const categoryFeeds = (category: string) => {
  const query = `?category=${encodeURIComponent(category)}`;
  return { title: `Inkwell · ${category}`, rss: `/rss.xml${query}`, json: `/feed.json${query}` };
};

/** All Blogs' head. Category pages are worth indexing; one-off title searches are not. */
export function blogsMeta(filters: BlogFilters, page: number, total: number, site: SiteNames): PageMeta {
  const what = filters.category ? `${filters.category} blogs` : "Blogs";
  const matching = filters.search ? ` with "${filters.search}" in the title` : "";
  const paging = page > 1 ? ` Page ${page}.` : "";
  return {
    title: documentTitle(site, BLOGS_SCREEN_TITLE),
    description: `${what}${matching} on Inkwell: ${total} ${total === 1 ? "story" : "stories"} to read.${paging} Search by title or browse a category.`,
    path: `/Blogs${listQueryString({ category: filters.category }, page)}`,
    noindex: Boolean(filters.search),
    // A category's list has its own feeds, announced beside the site's.
    ...(filters.category ? { feeds: [categoryFeeds(filters.category)] } : {}),
  };
}
