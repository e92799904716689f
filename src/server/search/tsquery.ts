import type { SearchSyntax, SearchTerm } from "@shared/search-syntax";
import { type RawBuilder, sql } from "kysely";

/**
 * A term as a tsquery: phraseto_tsquery takes any text as words (never as tsquery syntax, never an
 * error) and requires them in order. Each post's document holds its words stemmed in its own language
 * and as written (migration 034), so the term is stemmed in the reader's language or taken as written
 * (`simple`): a reader finds posts in their language by any form of a word, and posts in any language
 * by its exact words. A term of the reader's stop words alone is the empty query, which `&&` and `||`
 * leave out, as before: `simple` knows no stop words and would find every post.
 */
const term = (language: string) => (text: SearchTerm) => {
  const stemmed = sql`phraseto_tsquery(blog_text_config(${language}), ${text})`;
  return sql`(case when numnode(${stemmed}) = 0 then ${stemmed} else ${stemmed} || phraseto_tsquery('simple', ${text}) end)`;
};

const anyOf = (terms: SearchTerm[], language: string) => sql`(${sql.join(terms.map(term(language)), sql` || `)})`;

/**
 * The tsquery for a parsed query, built from bound parameters only: every group (&&), any term of a
 * group (||), none of the exclusions (&& !!). The syntax must be searchable (some required group).
 * `language`: the reader's (a BCP 47 tag), whose stemming the terms get.
 */
export function toTsquery(syntax: SearchSyntax, language: string): RawBuilder<unknown> {
  const required = sql.join(
    syntax.required.map((group) => anyOf(group, language)),
    sql` && `,
  );
  if (syntax.excluded.length === 0) return sql`(${required})`;
  return sql`(${required} && (!!${anyOf(syntax.excluded, language)}))`;
}
