/**
 * Whether plain text reads as Markdown rather than prose: a line that starts a heading (`## `), a quote
 * (`> `), a list item (`- `, `* `, `+ `, `1. `) or a code fence, or somewhere a `**strong**`, a
 * `~~struck~~`, a `` `code` `` span, a `[link](https://…)` or an `![image](…)`. Kept conservative on
 * purpose: a lone asterisk, `*word*`, `_word_` or `snake_case` in ordinary prose pastes as text.
 */
const BLOCK_START = /^ {0,3}(?:#{1,6}[ \t]+\S|>[ \t]+\S|[-*+][ \t]+\S|\d{1,9}\.[ \t]+\S|```|~~~)/m;
const INLINE = [
  /\*\*[^\s*](?:[^*\n]*[^\s*])?\*\*/,
  /~~[^\s~](?:[^~\n]*[^\s~])?~~/,
  /`[^`\n]+`/,
  /!\[[^\]\n]*\]\([^)\s]+(?:\s+"[^"\n]*")?\)/,
  /\[[^\]\n]+\]\((?:https?:\/\/|mailto:|\/|#)[^)\s]*(?:\s+"[^"\n]*")?\)/,
];

export function looksLikeMarkdown(text: string): boolean {
  return BLOCK_START.test(text) || INLINE.some((pattern) => pattern.test(text));
}
