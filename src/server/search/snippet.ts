import { escapeHtml } from "@shared/escape";
import type { BlogRow } from "../db/schema";

/**
 * The engines mark matched terms with these control characters (SQLite's snippet(), PostgreSQL's
 * ts_headline): characters no HTML escaping touches, swapped for `<mark>` only after the text is escaped.
 */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";

/**
 * Markdown punctuation a reader should not see in a passage, removed in order. Passages start and end
 * anywhere, so a link may be cut in half: its leftover target goes too.
 */
const MARKDOWN: ReadonlyArray<readonly [RegExp, string]> = [
  // Links and images: their text.
  [/!?\[([^\]\n]*)\]\([^)\s]*(?:\s+"[^"\n]*")?\)/gu, "$1"],
  // The tail of a link whose start the passage cut off.
  [/\]\([^)\s]*\)?/gu, ""],
  // Rules, and the markers starting a line: headings, quotes, list items.
  [/^\s*(?:[-*_]\s*){3,}$/gmu, ""],
  [/^\s{0,3}(?:#{1,6}|>|[-*+]|\d{1,9}[.)])[ \t]+/gmu, ""],
  // Emphasis and code marks touching a word (not `2 * 3`, nor the one in snake_case).
  [/(?:\*{1,3}|~~|`+)(?=\S)|(?<=\S)(?:\*{1,3}|~~|`+)/gu, ""],
  [/(?<![\p{L}\p{N}])_{1,3}(?=\S)|(?<=\S)_{1,3}(?![\p{L}\p{N}])/gu, ""],
  [/[[\]|]/gu, " "],
];

function plainText(passage: string): string {
  let text = passage;
  for (const [pattern, replacement] of MARKDOWN) text = text.replace(pattern, replacement);
  // Other control characters (a post may hold any) become spaces; runs of white space one space.
  text = text.replace(/\p{Cc}/gu, (char) => (char === MARK_START || char === MARK_END ? char : " "));
  return text.replace(/\s+/gu, " ").trim();
}

/**
 * A passage as HTML: escaped text whose only tags are `<mark>` and `</mark>`, always paired. A post's
 * own text may hold the marker characters too; an unpaired one is dropped, so at worst a highlight
 * lands on the wrong words, never unbalanced markup.
 */
export function passageHtml(passage: string): string {
  let html = "";
  let open = false;
  for (const char of escapeHtml(plainText(passage))) {
    if (char === MARK_START) {
      if (!open) html += "<mark>";
      open = true;
    } else if (char === MARK_END) {
      if (open) html += "</mark>";
      open = false;
    } else {
      html += char;
    }
  }
  if (open) html += "</mark>";
  return html.replaceAll("<mark></mark>", "").replace(/ {2,}/gu, " ").trim();
}

/**
 * A hit's snippet: the passage as HTML, or when it holds no text (a body of Markdown punctuation alone)
 * the short description, or the title. Never empty.
 */
export function snippetHtml(row: Pick<BlogRow, "short_desc" | "title">, passage: string): string {
  return passageHtml(passage) || escapeHtml(row.short_desc.trim()) || escapeHtml(row.title);
}
