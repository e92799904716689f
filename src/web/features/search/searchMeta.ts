import type { Translate } from "@web/i18n/useT";
import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";
import { type SearchRequest, searchPath } from "./searchParams";

/** Long queries are cut in the tab title; the page itself shows them whole. */
const TITLE_QUERY_LENGTH = 60;

const shortened = (q: string) => (q.length > TITLE_QUERY_LENGTH ? `${q.slice(0, TITLE_QUERY_LENGTH - 1)}…` : q);

/** `Search: {q}` on a results page, plain `Search` before anything is asked. */
export const searchScreenTitle = (q: string, t: Translate) =>
  q ? t("title.searchFor", { query: shortened(q) }) : t("title.search");

/**
 * The search page's head. Result pages are one-off answers, not content of their own: they are not
 * indexed (their links still are followed), and their canonical URL is the query's first page.
 */
export function searchMeta({ q }: SearchRequest, site: SiteNames, t: Translate): PageMeta {
  return {
    title: documentTitle(site, searchScreenTitle(q, t)),
    description: q
      ? t("head.search.results", { site: site.name, query: shortened(q) })
      : t("head.search.empty", { site: site.name }),
    path: searchPath(q),
    noindex: Boolean(q),
  };
}
