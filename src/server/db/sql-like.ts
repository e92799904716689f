import { type RawBuilder, sql } from "kysely";
import type { Engine } from "./connect";

/**
 * The text with `%`, `_` and the escape character itself escaped, to match literally, so a search for
 * "100%" means just that. Every LIKE here names `escape '\\'`: SQLite has no default escape character.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/gu, (ch) => `\\${ch}`);
}

/** A LIKE pattern for "contains the text", the text taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * Case-insensitive "column contains text". SQLite's LIKE already ignores ASCII case; PostgreSQL needs
 * ILIKE. SQLite has no default escape character, so it is named explicitly on both.
 */
export function containsIgnoringCase(engine: Engine, column: string, text: string): RawBuilder<boolean> {
  const operator = engine === "postgres" ? sql`ilike` : sql`like`;
  return sql<boolean>`${sql.ref(column)} ${operator} ${containsPattern(text)} escape '\\'`;
}
