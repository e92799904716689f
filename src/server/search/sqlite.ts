import type { BlogQuery } from "@shared/schemas";
import { sql } from "kysely";
import type { Store } from "../db/connect";
import { isPublished } from "../db/published";
import type { BlogRow } from "../db/schema";
import { containsIgnoringCase, containsPattern } from "../db/sql-like";
import { decodeCursor } from "../http/cursor";
import {
  type BlogFilter,
  type BlogSearch,
  RANKING_WINDOW,
  type RawHit,
  type RecentPosition,
  type TextSearch,
} from "./contract";
import { BLOG_COLUMNS, type ListColumns, listConditions } from "./filter";
import { toFts5Match } from "./fts5-match";
import { generalCount, generalPage, RECENT_CURSOR, type TitleMatch } from "./general";
import { MARK_END, MARK_START } from "./snippet";

/** Tokens of body text around the matches in a passage (FTS5 allows up to 64). */
const PASSAGE_TOKENS = 24;

/**
 * SQLite: the FTS5 index of migration 008 (published posts only, keyed in publication order), ranked
 * by bm25 with a title match worth ten body matches. Two statements, so the costly parts run only
 * where needed: the ranking reads the index alone (no blog row, no passage) for the keys of one page;
 * the page's blogs and passages are then read for those keys only. `rankingWindow`: see RANKING_WINDOW.
 */
export function sqliteTextSearch(store: Store, rankingWindow = RANKING_WINDOW): TextSearch {
  return {
    page: async (syntax, want, skip) => {
      const match = toFts5Match(syntax);
      // The newest RANKING_WINDOW matches start at this key; FTS5 walks a term's keys in reverse order
      // and seeks to a key range, so neither query scores the older matches of a common term.
      const ranked = await sql<{ key: number }>`
        select rowid as key from blog_text_fts
        where blog_text_fts match ${match}
          and rowid >= (select coalesce(min(rowid), 0) from (
            select rowid from blog_text_fts where blog_text_fts match ${match}
            order by rowid desc limit ${rankingWindow}))
        order by bm25(blog_text_fts, 10.0, 1.0), rowid desc
        limit ${want} offset ${skip}`.execute(store.db);
      if (ranked.rows.length === 0) return [];
      const keys = ranked.rows.map((row) => row.key);
      const { rows } = await sql<BlogRow & { key: number; passage: string }>`
        select k.key as key, b.*,
          snippet(blog_text_fts, 1, ${MARK_START}, ${MARK_END}, '…', ${PASSAGE_TOKENS}) as passage
        from blog_text_fts
          join blog_text_key k on k.key = blog_text_fts.rowid
          join blog b on b.id = k.blog_id
        where blog_text_fts match ${match}
          and blog_text_fts.rowid in (select value from json_each(${JSON.stringify(keys)}))
          and ${isPublished("b.visibility")}`.execute(store.db);
      const byKey = new Map(rows.map(({ key, passage, ...row }) => [key, { row, passage }]));
      // A post unpublished or deleted between the two reads is simply not on the page.
      return keys.flatMap((key): RawHit[] => {
        const hit = byKey.get(key);
        return hit ? [hit] : [];
      });
    },
  };
}

/** The trigram index knows nothing shorter; such a search reads the published titles instead. */
const TRIGRAM = 3;
/** Newest published entries a search reads straight from the list index before asking the trigram index. */
const WINDOW = 4000;

/** A blog's list keys as blog_search_key (alias `k`) holds them, beside the title index. */
const SEARCH_KEY_COLUMNS: ListColumns = {
  id: "k.blog_id",
  category: "k.category",
  createdAt: "k.created_at",
  visibility: "k.visibility",
};

/** `text` as one FTS5 phrase: with the trigram tokenizer, "the title contains this", any case. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

const hasTrigram = (text: string) => [...text].length >= TRIGRAM;

/**
 * "The blog's title contains `text`, ignoring case": SPEC's search with exactly LIKE's results, found
 * through an index (docs/decisions/0014). The FTS5 trigram table narrows the candidates (its case
 * folding is Unicode-wide, so it finds a superset of what LIKE's ASCII-only folding matches) and LIKE
 * keeps the final say, so accents, `%` and `_` behave as before. One- and two-character searches have
 * no trigram: they check titles in list order from the published index, which holds the title.
 */
const titleContains: TitleMatch = (text) => {
  const like = containsIgnoringCase("sqlite", "blog.title", text);
  if (!hasTrigram(text)) return like;
  return sql<boolean>`(${sql.ref("blog.id")} in (
    select k.blog_id from blog_search_key k where k.key in (
      select rowid from blog_title_fts where blog_title_fts match ${ftsPhrase(text)})) and ${like})`;
};

/**
 * Whether a title search takes the fast path below: newest first, a trigram to look up, no author
 * (the search keys do not hold authors). Every other list is the general query.
 */
const takesFastPath = (filter: BlogFilter, sort: BlogQuery["sort"]): filter is BlogFilter & { search: string } =>
  !!filter.search && hasTrigram(filter.search) && sort === "recent" && !filter.author;

/**
 * The ids of one page of a title search, newest first (up to `want`, skipping `skip`, after `after`).
 * Two plans, because neither alone is fast for every term:
 * 1. A common term is found in the first few newest blogs: read the WINDOW newest entries of the
 *    published list index, which holds the title, and match them there, never touching the blog rows.
 * 2. Otherwise ask the FTS5 trigram index for every title holding the term, and filter and order them
 *    by blog_search_key, which holds each blog's time, category and state, again without the blog rows
 *    (their long descriptions spill over several pages). LIKE on the indexed title keeps SPEC's exact
 *    semantics (the index's case folding is wider than LIKE's).
 */
async function fastPageIds(
  store: Store,
  filter: BlogFilter & { search: string },
  want: number,
  skip: number,
  after?: RecentPosition,
): Promise<string[]> {
  const like = containsPattern(filter.search);
  if (skip + want <= WINDOW) {
    const recent = await sql<{ id: string }>`
      select id from (
        select id, created_at, title from blog where ${listConditions(BLOG_COLUMNS, filter, after)}
        order by created_at desc, id desc limit ${WINDOW}
      ) where title like ${like} escape '\\'
      order by created_at desc, id desc limit ${want} offset ${skip}`.execute(store.db);
    if (recent.rows.length === want) return recent.rows.map((row) => row.id);
  }
  const matched = await sql<{ id: string }>`
    select k.blog_id as id from blog_title_fts f join blog_search_key k on k.key = f.rowid
    where blog_title_fts match ${ftsPhrase(filter.search)} and f.title like ${like} escape '\\'
      and ${listConditions(SEARCH_KEY_COLUMNS, filter, after)}
    order by k.created_at desc, k.blog_id desc limit ${want} offset ${skip}`.execute(store.db);
  return matched.rows.map((row) => row.id);
}

/** How many published blogs a fast-path search matches, from the search keys alone. */
async function fastCount(store: Store, filter: BlogFilter & { search: string }): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select count(*) as total from blog_title_fts f join blog_search_key k on k.key = f.rowid
    where blog_title_fts match ${ftsPhrase(filter.search)}
      and f.title like ${containsPattern(filter.search)} escape '\\'
      and ${listConditions(SEARCH_KEY_COLUMNS, filter)}`.execute(store.db);
  return Number(rows[0]?.total ?? 0);
}

/** SQLite: title searches through the FTS5 trigram index and search keys; every other list in one query. */
export function sqliteSearch(store: Store): BlogSearch {
  return {
    page: async (query) => {
      if (!takesFastPath(query, query.sort)) return generalPage(store, query, titleContains);
      const after = query.cursor ? decodeCursor(query.cursor, "recent", RECENT_CURSOR) : undefined;
      const ids = await fastPageIds(store, query, query.limit + 1, query.cursor ? 0 : query.offset, after);
      if (ids.length === 0) return [];
      const rows: BlogRow[] = await store.db.selectFrom("blog").selectAll().where("id", "in", ids).execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    count: (filter) =>
      takesFastPath(filter, "recent") ? fastCount(store, filter) : generalCount(store, filter, titleContains),
  };
}
