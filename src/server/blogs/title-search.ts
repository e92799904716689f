import { type Expression, type RawBuilder, sql } from "kysely";
import type { Engine } from "../db/connect";
import { containsIgnoringCase } from "./like";

/** The trigram index knows nothing shorter; such a search reads the published titles (see below). */
const TRIGRAM = 3;

/** `text` as one FTS5 phrase: with the trigram tokenizer, "the title contains this", any case. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * "The blog's title contains `text`, ignoring case": SPEC's search, with exactly the results of the
 * plain LIKE / ILIKE it always was, but found through an index (docs/decisions/0014-indexed-title-search.md).
 *
 * PostgreSQL: ILIKE itself, which the planner answers from the pg_trgm GIN index of migration 005.
 * SQLite: the FTS5 trigram table narrows the candidates (its case folding is Unicode-wide, so it finds
 * a superset of what LIKE's ASCII-only folding matches), and LIKE keeps the final say, so accents, `%`
 * and `_` behave as before. One- and two-character searches have no trigram: they check titles in list
 * order from the published index (which holds the title), stopping as soon as a page is full.
 */
export function titleContains(engine: Engine, text: string): Expression<boolean> {
  const like = containsIgnoringCase(engine, "blog.title", text);
  if (engine === "postgres" || [...text].length < TRIGRAM) return like;
  const candidates: RawBuilder<boolean> = sql<boolean>`${sql.ref("blog.id")} in (
    select k.blog_id from blog_search_key k where k.key in (
      select rowid from blog_title_fts where blog_title_fts match ${ftsPhrase(text)}))`;
  return sql<boolean>`(${candidates} and ${like})`;
}
