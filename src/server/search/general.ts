import type { BlogQuery } from "@shared/schemas";
import type { Expression } from "kysely";
import type { Store } from "../db/connect";
import type { BlogRow } from "../db/schema";
import { decodeCursor } from "../http/cursor";
import type { BlogFilter, RecentPosition } from "./contract";
import { BLOG_COLUMNS, listConditions } from "./filter";

/** The list orders and what a cursor of each holds: the last row's sort key. */
export const RECENT_CURSOR = ["string", "string"] as const;
const WORD_COUNT_CURSOR = ["number", "string"] as const;

/** How an engine says "the blog's title contains this text" (SPEC's search, any case). */
export type TitleMatch = (text: string) => Expression<boolean>;

function matching(store: Store, filter: BlogFilter, titleContains: TitleMatch, after?: RecentPosition) {
  const query = store.db.selectFrom("blog").where(listConditions(BLOG_COLUMNS, filter, after));
  return filter.search ? query.where(titleContains(filter.search)) : query;
}

/**
 * A page (and one row more) in one query along the list's index, on either engine: newest first or
 * longest first. Tie-breakers keep paging stable when timestamps or word counts are equal; both
 * orders match an index.
 */
export async function generalPage(store: Store, query: BlogQuery, titleContains: TitleMatch): Promise<BlogRow[]> {
  if (query.sort === "wordCount") {
    let page = matching(store, query, titleContains).selectAll();
    if (query.cursor) {
      const [words, id] = decodeCursor(query.cursor, "wordCount", WORD_COUNT_CURSOR);
      // The range on word_count alone is what the index seeks to; the rest only sorts out the ties.
      page = page
        .where("word_count", "<=", words)
        .where((eb) => eb.or([eb("word_count", "<", words), eb("id", ">", id)]));
    }
    return page
      .orderBy("word_count", "desc")
      .orderBy("id", "asc")
      .limit(query.limit + 1)
      .offset(query.cursor ? 0 : query.offset)
      .execute();
  }
  const after = query.cursor ? decodeCursor(query.cursor, "recent", RECENT_CURSOR) : undefined;
  return matching(store, query, titleContains, after)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit + 1)
    .offset(query.cursor ? 0 : query.offset)
    .execute();
}

/** How many published blogs match, in one count over the same conditions. */
export async function generalCount(store: Store, filter: BlogFilter, titleContains: TitleMatch): Promise<number> {
  const count = await matching(store, filter, titleContains)
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(count.total);
}
