import type { BlogFilter, BlogQuery } from "@shared/schemas";
import type { SearchSyntax } from "@shared/search-syntax";
import type { BlogRow } from "../db/schema";

/**
 * How many of a query's newest matches are ranked. A term most posts contain (a million of them on a
 * large site) would otherwise be scored in every one for each page; past this many matches, the best
 * hits are the best among the newest RANKING_WINDOW, which a reader paging through results never
 * reaches the end of anyway. Rarer queries rank every match. (docs/decisions/0033)
 */
export const RANKING_WINDOW = 10_000;

/** One hit: the published blog and a passage of its body, matched terms between MARK_START and MARK_END. */
export type RawHit = { row: BlogRow; passage: string };

/**
 * How one engine answers a full-text search, behind one interface (as BlogSearch below does for lists):
 * `want` hits in rank order after the first `skip`, published posts only. The caller hands in a
 * searchable syntax (some required term) and keeps skip + want within RANKING_WINDOW.
 */
export type TextSearch = {
  /**
   * `language`: the reader's (BCP 47), the request's interface language (English when absent). PostgreSQL
   * stems the query in it (decision 0143); SQLite's one tokenizer stems English and folds diacritics for
   * every post.
   */
  page: (syntax: SearchSyntax, want: number, skip: number, language?: string) => Promise<RawHit[]>;
};

/** The list filters an engine narrows by: `@shared/schemas`' one list of them. */
export type { BlogFilter };

/** Where a newest-first page starts: after the row with this publication time and id. */
export type RecentPosition = readonly [createdAt: string, id: string];

/**
 * How one engine finds published blogs for a list: the page (one row more than asked, to tell whether
 * another follows) and the count of all matches. Each engine answers in its own way (SQLite through
 * its FTS5 trigram table and search keys, PostgreSQL through pg_trgm), behind this one interface.
 */
export type BlogSearch = {
  page: (query: BlogQuery) => Promise<BlogRow[]>;
  count: (filter: BlogFilter) => Promise<number>;
};
