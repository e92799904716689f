import type { SearchSyntax, SearchTerm } from "@shared/search-syntax";
import { type RawBuilder, sql } from "kysely";

/**
 * A term as a tsquery: phraseto_tsquery takes any text as words (never as tsquery syntax, never an
 * error), stems them with the `english` configuration and requires them in order. A term of stop
 * words alone is the empty query, which `&&` and `||` leave out.
 */
const term = (text: SearchTerm) => sql`phraseto_tsquery('english', ${text})`;

const anyOf = (terms: SearchTerm[]) => sql`(${sql.join(terms.map(term), sql` || `)})`;

/**
 * The tsquery for a parsed query, built from bound parameters only: every group (&&), any term of a
 * group (||), none of the exclusions (&& !!). The syntax must be searchable (some required group).
 */
export function toTsquery(syntax: SearchSyntax): RawBuilder<unknown> {
  const required = sql.join(syntax.required.map(anyOf), sql` && `);
  if (syntax.excluded.length === 0) return sql`(${required})`;
  return sql`(${required} && (!!${anyOf(syntax.excluded)}))`;
}
