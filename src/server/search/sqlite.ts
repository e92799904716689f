import { sql } from "kysely";
import { isPublished } from "../blogs/published";
import type { Store } from "../db/connect";
import type { BlogRow } from "../db/schema";
import { RANKING_WINDOW, type RawHit, type TextSearch } from "./contract";
import { toFts5Match } from "./fts5-match";
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
          and ${isPublished("b.draft")}`.execute(store.db);
      const byKey = new Map(rows.map(({ key, passage, ...row }) => [key, { row, passage }]));
      // A post unpublished or deleted between the two reads is simply not on the page.
      return keys.flatMap((key): RawHit[] => {
        const hit = byKey.get(key);
        return hit ? [hit] : [];
      });
    },
  };
}
