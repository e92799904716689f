import type { BlogQuery } from "@shared/schemas";
import { sql } from "kysely";
import type { Store } from "../db/connect";
import { containsPattern } from "./like";
import type { BlogFilter } from "./store";

/** Newest published entries a search reads straight from the list index before asking the trigram index. */
const WINDOW = 4000;
const TRIGRAM = 3;

/**
 * Whether a SQLite title search takes the fast path below: newest first, three characters or more (the
 * trigram index knows nothing shorter), no author filter (the search keys do not hold authors). Every
 * other search runs through the general query, with titleContains() doing the matching.
 */
export function usesSqliteSearch(store: Store, query: Pick<BlogQuery, "search" | "sort" | "author">): boolean {
  return (
    store.engine === "sqlite" &&
    !!query.search &&
    [...query.search].length >= TRIGRAM &&
    query.sort === "recent" &&
    !query.author
  );
}

const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

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
export async function searchPageIds(
  store: Store,
  filter: BlogFilter & { search: string },
  want: number,
  skip: number,
  after?: readonly [string, string],
): Promise<string[]> {
  const like = containsPattern(filter.search);
  const category = filter.category ? sql`and category = ${filter.category}` : sql``;
  const position = after ? sql`and (created_at, id) < (${after[0]}, ${after[1]})` : sql``;
  const exclude = filter.exclude ? sql`and id != ${filter.exclude}` : sql``;
  if (skip + want <= WINDOW) {
    const recent = await sql<{ id: string }>`
      select id from (
        select id, created_at, title from blog
        where draft = 0 ${category} ${position}
        order by created_at desc, id desc limit ${WINDOW}
      ) where title like ${like} escape '\\' ${exclude}
      order by created_at desc, id desc limit ${want} offset ${skip}`.execute(store.db);
    if (recent.rows.length === want) return recent.rows.map((row) => row.id);
  }
  const keyed = {
    category: filter.category ? sql`and k.category = ${filter.category}` : sql``,
    position: after ? sql`and (k.created_at, k.blog_id) < (${after[0]}, ${after[1]})` : sql``,
    exclude: filter.exclude ? sql`and k.blog_id != ${filter.exclude}` : sql``,
  };
  const matched = await sql<{ id: string }>`
    select k.blog_id as id from blog_title_fts f join blog_search_key k on k.key = f.rowid
    where blog_title_fts match ${ftsPhrase(filter.search)} and f.title like ${like} escape '\\'
      and k.draft = 0 ${keyed.category} ${keyed.exclude} ${keyed.position}
    order by k.created_at desc, k.blog_id desc limit ${want} offset ${skip}`.execute(store.db);
  return matched.rows.map((row) => row.id);
}

/** How many published blogs a fast-path search matches, from the search keys alone. */
export async function countSearch(store: Store, filter: BlogFilter & { search: string }): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select count(*) as total from blog_title_fts f join blog_search_key k on k.key = f.rowid
    where blog_title_fts match ${ftsPhrase(filter.search)} and f.title like ${containsPattern(filter.search)} escape '\\'
      and k.draft = 0 ${filter.category ? sql`and k.category = ${filter.category}` : sql``}
      ${filter.exclude ? sql`and k.blog_id != ${filter.exclude}` : sql``}`.execute(store.db);
  return Number(rows[0]?.total ?? 0);
}
