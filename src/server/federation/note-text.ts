import { MAX_COMMENT_LENGTH } from "@shared/limits";
import { Parser } from "htmlparser2";

/** Elements that end a paragraph: their text stands apart from what comes before and after. */
const BLOCKS = new Set(["p", "div", "blockquote", "pre", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6"]);
/** Elements whose content is never text a reader wrote for people (code, styles, embedded markup). */
const SKIPPED = new Set(["script", "style", "template", "noscript", "iframe", "object", "svg", "math"]);
// Break markers from the Private Use Area; the same characters in the Note's text are dropped.
const PARAGRAPH = "\uE000";
const LINE = "\uE001";

/**
 * A remote Note's HTML as a comment's plain text: comments are plain text everywhere (SPEC §3), so
 * tags go, entities are decoded, mentions and links keep their text, paragraphs become blank lines and
 * `<br>` a line break. What scripts or styles contain is dropped, never shown as text. The result is
 * trimmed to the comment limit, cutting on a code point, never through a surrogate pair.
 */
export function noteText(html: string): string {
  let out = "";
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping++;
        else if (name === "br") out += LINE;
        else if (BLOCKS.has(name)) out += PARAGRAPH;
      },
      onclosetag(name, implied) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BLOCKS.has(name) && !(implied && name === "br")) out += PARAGRAPH;
      },
      ontext(text) {
        if (skipping === 0) out += text.replace(/[\uE000\uE001]/gu, "");
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  // HTML whitespace inside text is one space; only the markers above make line breaks.
  const text = out
    .replace(/[ \t\n\r\f]+/gu, " ")
    .replace(/ *\uE001 */gu, "\n")
    .replace(/ *\uE000[ \uE000]*/gu, "\n\n")
    .replace(/\n{3,}/gu, "\n\n")
    .trim();
  return clip(text, MAX_COMMENT_LENGTH);
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  // A lone high surrogate at the end is half a character.
  if (/[\uD800-\uDBFF]$/u.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}
