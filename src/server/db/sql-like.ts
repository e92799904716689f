import { type RawBuilder, sql } from "kysely";
import type { Engine } from "./connect";

/** `%`, `_` and the escape character itself match literally, so a search for "100%" means just that. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/gu, (ch) => `\\${ch}`)}%`;
}

/**
 * Case-insensitive "column contains text". SQLite's LIKE already ignores ASCII case; PostgreSQL needs
 * ILIKE. SQLite has no default escape character, so it is named explicitly on both.
 */
export function containsIgnoringCase(engine: Engine, column: string, text: string): RawBuilder<boolean> {
  const operator = engine === "postgres" ? sql`ilike` : sql`like`;
  return sql<boolean>`${sql.ref(column)} ${operator} ${containsPattern(text)} escape '\\'`;
}
