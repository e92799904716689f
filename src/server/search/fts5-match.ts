import type { SearchSyntax, SearchTerm } from "@shared/search-syntax";

/**
 * A term as an FTS5 string: inside double quotes FTS5 reads no operator, column filter, prefix or
 * NEAR, only text for the tokenizer (which makes a phrase of several words). A quote inside is doubled,
 * though the parser leaves none.
 */
const quoted = (term: SearchTerm) => `"${term.replaceAll('"', '""')}"`;

const anyOf = (terms: SearchTerm[]) =>
  terms.length === 1 ? quoted(terms[0] as string) : `(${terms.map(quoted).join(" OR ")})`;

/**
 * The MATCH expression for a parsed query: every group (AND), any term of a group (OR), none of the
 * exclusions (NOT). Every piece of the reader's text is inside a quoted string, so nothing they type is
 * FTS5 syntax. The syntax must be searchable (some required group): FTS5 has no "everything but".
 */
export function toFts5Match(syntax: SearchSyntax): string {
  const required = syntax.required.map(anyOf).join(" AND ");
  if (syntax.excluded.length === 0) return required;
  return `(${required}) NOT ${anyOf(syntax.excluded)}`;
}
