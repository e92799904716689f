/**
 * What a reader's search means, parsed by Inkwell so that no engine ever sees their text as query
 * syntax (GET /api/search, issue 21). The language is the one search boxes teach:
 * - words, all of which must appear (`garden tools`);
 * - "quoted phrases", whose words must appear together in that order;
 * - `-word` or `-"a phrase"`, which no result may contain;
 * - `OR` (upper case, between two terms): either will do (`roses OR tulips`).
 * Everything else is text: `*`, `(`, `:`, `NEAR`, quotes left open, SQL. Control characters (NUL
 * included) separate words, and a term without a letter or digit is dropped, since no index holds it.
 * Pure and engine-free: each engine compiles this result its own way (server/search).
 */

/** A word, or several that must appear together in this order; one space between words. */
export type SearchTerm = string;

export type SearchSyntax = {
  /** Every group must match; a group matches when any of its terms does (`a OR b`). */
  required: SearchTerm[][];
  /** No result may contain any of these. */
  excluded: SearchTerm[];
};

/**
 * Terms read from one query; the rest is ignored. 500 characters could hold 250 one-letter terms, each
 * an index probe, and nobody means that many.
 */
export const MAX_SEARCH_TERMS = 32;

/** Separators: white space and control characters (a NUL would end an engine's string early). */
const SEPARATOR = /[\s\p{Cc}]/u;
/** What a term needs to be findable: the engines index letters and digits, nothing else. */
const FINDABLE = /[\p{L}\p{N}]/u;

type Token = { kind: "or" } | { kind: "term"; text: string; excluded: boolean };

const words = (text: string) =>
  text
    .split(SEPARATOR)
    .filter((word) => word !== "")
    .join(" ");

/** The query as a sequence of terms and ORs; quotes and leading minus signs are consumed here. */
function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  const chars = [...input];
  let at = 0;
  while (at < chars.length) {
    const char = chars[at] as string;
    if (SEPARATOR.test(char)) {
      at += 1;
      continue;
    }
    // A minus sign excludes the term it is glued to; alone, or before a separator, it is nothing.
    const excluded = char === "-" && at + 1 < chars.length && !SEPARATOR.test(chars[at + 1] as string);
    if (excluded) at += 1;
    let text: string;
    let quoted = false;
    if (chars[at] === '"') {
      // A phrase runs to the closing quote, or to the end of the query when the quote is left open.
      const close = chars.indexOf('"', at + 1);
      const end = close === -1 ? chars.length : close;
      text = chars.slice(at + 1, end).join("");
      at = end + 1;
      quoted = true;
    } else {
      const start = at;
      while (at < chars.length && chars[at] !== '"' && !SEPARATOR.test(chars[at] as string)) at += 1;
      text = chars.slice(start, at).join("");
    }
    if (!quoted && !excluded && text === "OR") tokens.push({ kind: "or" });
    else tokens.push({ kind: "term", text: words(text), excluded });
  }
  return tokens;
}

/**
 * Parses a reader's query. Never throws: whatever the text, the answer is some (possibly empty) set of
 * terms. An `OR` joins the terms on either side; one at the start or end, beside an exclusion or
 * beside another `OR` joins nothing and is dropped.
 */
export function parseSearch(input: string): SearchSyntax {
  const required: SearchTerm[][] = [];
  const excluded: SearchTerm[] = [];
  let terms = 0;
  let joinNext = false;
  let lastWasRequired = false;
  for (const token of tokenize(input)) {
    if (token.kind === "or") {
      joinNext = lastWasRequired;
      continue;
    }
    if (!FINDABLE.test(token.text) || terms >= MAX_SEARCH_TERMS) continue;
    terms += 1;
    if (token.excluded) {
      excluded.push(token.text);
      lastWasRequired = false;
    } else {
      const group = joinNext ? required.at(-1) : undefined;
      if (group) group.push(token.text);
      else required.push([token.text]);
      lastWasRequired = true;
    }
    joinNext = false;
  }
  return { required, excluded };
}

/** Whether a search can find anything: exclusions alone select nothing (not "everything but"). */
export function isSearchable(syntax: SearchSyntax): boolean {
  return syntax.required.length > 0;
}
