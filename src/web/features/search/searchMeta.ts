import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";
import { type SearchRequest, searchPath } from "./searchParams";

export const SEARCH_SCREEN_TITLE = "Search";

/** Long queries are cut in the tab title; the page itself shows them whole. */
const TITLE_QUERY_LENGTH = 60;

const shortened = (q: string) => (q.length > TITLE_QUERY_LENGTH ? `${q.slice(0, TITLE_QUERY_LENGTH - 1)}…` : q);

/** `Search: {q}` on a results page, plain `Search` before anything is asked. */
export const searchScreenTitle = (q: string) => (q ? `${SEARCH_SCREEN_TITLE}: ${shortened(q)}` : SEARCH_SCREEN_TITLE);

/**
 * The search page's head. Result pages are one-off answers, not content of their own: they are not
 * indexed (their links still are followed), and their canonical URL is the query's first page.
 */
export function searchMeta({ q }: SearchRequest, site: SiteNames): PageMeta {
  return {
    title: documentTitle(site, searchScreenTitle(q)),
    description: q
      ? `Posts on Inkwell matching “${shortened(q)}”.`
      : "Search every post on Inkwell for a word or phrase.",
    path: searchPath(q),
    noindex: Boolean(q),
  };
}
