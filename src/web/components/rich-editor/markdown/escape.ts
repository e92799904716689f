import { markdownEngine } from "./engine";
import type { Break } from "./ir";

/**
 * A stretch of Markdown being written: `literal` text is what the writer typed and must read back
 * as typed, so it gets backslashes where markdown-it would take it for syntax; the rest is syntax.
 * `label` text sits inside a link's or image's brackets.
 */
export type Piece = { text: string; literal: boolean; label?: boolean; brk?: Break };

export type EscapeOptions = {
  /** The first line is the start of a block (where `2.` starts a list): false for none (ATX heading). */
  lineStarts: boolean;
  /** Escape every ASCII punctuation mark of literal text: the fallback when the minimal escaping misread. */
  all?: boolean;
};

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /\s/u;
const isSpace = (char: string | undefined) => char === undefined || WHITESPACE.test(char);
const isWord = (char: string | undefined) => char !== undefined && !WHITESPACE.test(char) && !PUNCTUATION.test(char);
const AUTOLINK =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: CommonMark's autolink excludes exactly U+0000–U+0020.
  /^<(?:[A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\x00-\x20]*|[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/;
const ENTITY = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;

const LITERAL = 1;
const LABEL = 2;

const ATX = /^#{1,6}(?:[ \t]|$)/;
const BULLET = /^[-+*](?:[ \t]|$)/;
const ORDERED_FIRST = /^\d{1,9}[.)](?:[ \t]|$)/;
// Only a list that starts at 1 and has text may interrupt a paragraph (CommonMark).
const ORDERED_NEXT = /^1[.)][ \t]+\S/;
const THEMATIC = /^(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const SETEXT = /^(?:=+|-+)[ \t]*$/;
const FENCE = /^(?:`{3,}|~{3,})/;
// The renderer shows raw HTML as text, but the editor opens a block that starts like HTML as Markdown
// source (fromTokens.ts); a backslash keeps a typed tag in its paragraph.
const HTML_START = /^<(?:[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)|\/[A-Za-z]|!--|\?|![A-Za-z]|!\[CDATA\[)/;
const TABLE_DELIMITER = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/**
 * Writes inline content as lines of Markdown. Spaces at the ends of lines go (a reader never saw
 * them), a line left empty between two breaks becomes a lone backslash (a hard break), and
 * literal text is escaped as little as markdown-it needs to read it as typed.
 */
export function writeLines(pieces: Piece[], options: EscapeOptions): string[] {
  const lines: Piece[][] = [[]];
  const breaks: Break[] = [];
  for (const piece of pieces) {
    if (piece.brk) {
      breaks.push(piece.brk);
      lines.push([]);
    } else lines[lines.length - 1]?.push(piece);
  }
  // At the block's edges markdown-it trims all white space; at a break, spaces before and spaces and tabs after.
  lines.forEach((line, index) => {
    trimLine(
      line,
      index === 0 ? (text) => text.trimStart() : (text) => text.replace(/^[ \t]+/, ""),
      index === lines.length - 1 ? (text) => text.trimEnd() : (text) => text.replace(/ +$/, ""),
    );
  });

  // The whole content as one string, and for each character whether it is literal (1) or in a label (2).
  const text = lines.map((line) => line.map((piece) => piece.text).join("")).join("\n");
  const kinds = new Uint8Array(text.length);
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    for (const piece of line) {
      const kind = (piece.literal ? LITERAL : 0) | (piece.label ? LABEL : 0);
      if (kind !== 0) kinds.fill(kind, offset, offset + piece.text.length);
      if (piece.literal) for (const [from, to] of linkedRanges(piece.text)) kinds.fill(0, offset + from, offset + to);
      offset += piece.text.length;
    }
    offset++;
  }

  const escaped = new Set<number>();
  markInline(text, kinds, escaped, options.all === true);
  if (options.lineStarts) {
    lineStarts.forEach((start, index) => {
      const end = text.indexOf("\n", start);
      markLineStart(text.slice(start, end === -1 ? undefined : end), start, index === 0, kinds, escaped);
    });
  }
  const marks = [...escaped].sort((a, b) => a - b);

  const out: string[] = [];
  let mark = 0;
  lines.forEach((_line, index) => {
    const start = lineStarts[index] ?? 0;
    const end = index + 1 < lines.length ? (lineStarts[index + 1] ?? text.length) - 1 : text.length;
    let written = "";
    let from = start;
    for (; mark < marks.length && (marks[mark] ?? end) < end; mark++) {
      const at = marks[mark] ?? end;
      written += `${text.slice(from, at)}\\`;
      from = at;
    }
    written += text.slice(from, end);
    const before = index > 0 ? breaks[index - 1]?.hint : undefined;
    const after = breaks[index]?.hint;
    if (written === "") written = lines.length > 1 ? "\\" : "";
    else {
      if (before && /^[ \t]*$/.test(before.indent)) written = before.indent + written;
      if (after && (after.end === "\\" || /^ {2,}$/.test(after.end)) && !written.endsWith("\\")) written += after.end;
    }
    out.push(written);
  });
  return out;
}

function trimLine(line: Piece[], start: (text: string) => string, end: (text: string) => string): void {
  for (let index = 0; index < line.length; index++) {
    const piece = line[index];
    if (!piece?.literal) break;
    piece.text = start(piece.text);
    if (piece.text !== "") break;
  }
  for (let index = line.length - 1; index >= 0; index--) {
    const piece = line[index];
    if (!piece?.literal) break;
    piece.text = end(piece.text);
    if (piece.text !== "") break;
  }
}

/** Where a bare URL or address in literal text will be a link: left as it is, or the link would change. */
function linkedRanges(text: string): Array<[number, number]> {
  // Only links with a scheme or an address are made (no bare `example.com`): no colon, no @, no link.
  if (!text.includes(":") && !text.includes("@")) return [];
  const md = markdownEngine().md;
  return (md.linkify.match(text) ?? [])
    .filter((match) => match.schema !== "" && md.validateLink(match.url))
    .map((match) => [match.index, match.lastIndex]);
}

const SPECIAL = /[\\`[\]!<&*_~]/g;
const ASCII_PUNCTUATION_ALL = /[!-/:-@[-`{-~]/g;

function markInline(text: string, kinds: Uint8Array, escaped: Set<number>, all: boolean): void {
  const literal = (at: number) => ((kinds[at] ?? 0) & LITERAL) !== 0;
  if (all) {
    for (const match of text.matchAll(ASCII_PUNCTUATION_ALL)) if (literal(match.index)) escaped.add(match.index);
    return;
  }
  const lastClose = text.lastIndexOf("]");
  let skipTo = 0;
  for (const match of text.matchAll(SPECIAL)) {
    const at = match.index;
    if (at < skipTo || !literal(at)) continue;
    const char = match[0];
    const next = text[at + 1];
    switch (char) {
      case "\\":
        if (next === undefined || next === "\n" || ASCII_PUNCTUATION.test(next)) escaped.add(at);
        break;
      case "`":
        escaped.add(at);
        break;
      case "[":
        if (((kinds[at] ?? 0) & LABEL) !== 0 || (at < lastClose && mayOpenLink(text, at))) escaped.add(at);
        break;
      case "]":
        if (((kinds[at] ?? 0) & LABEL) !== 0) escaped.add(at);
        break;
      case "!":
        // Before a link's bracket it would make an image; before a literal `[` that one decides.
        if (next === "[" && !literal(at + 1)) escaped.add(at);
        break;
      case "<":
        if (AUTOLINK.test(text.slice(at, at + 300))) escaped.add(at);
        break;
      case "&":
        if (ENTITY.test(text.slice(at, at + 40))) escaped.add(at);
        break;
      default: {
        // A run of *, _ or ~, syntax and literal together, is read as one delimiter run.
        let end = at;
        while (text[end] === char) end++;
        let begin = at;
        while (begin > 0 && text[begin - 1] === char) begin--;
        const before = text[begin - 1];
        const after = text[end];
        let syntax = false;
        for (let index = begin; index < end; index++) if (!literal(index)) syntax = true;
        // Next to a delimiter of ours, a literal one would lengthen it; alone, it may be inert.
        const inert =
          !syntax &&
          (char === "~"
            ? end - begin < 2
            : (isSpace(before) && isSpace(after)) || (char === "_" && isWord(before) && isWord(after)));
        if (!inert) for (let index = at; index < end; index++) if (literal(index)) escaped.add(index);
        skipTo = end;
      }
    }
  }
}

/**
 * Whether `[` could start a link: its `]` is followed by `(` or `[`, or what it encloses could name a
 * link definition (the text's definitions are not known here). `[ ]` and `[]` alone stay text.
 */
function mayOpenLink(text: string, at: number): boolean {
  const close = text.indexOf("]", at + 1);
  if (close === -1) return false;
  const after = text[close + 1];
  return after === "(" || after === "[" || text.slice(at + 1, close).trim() !== "";
}

function markLineStart(line: string, offset: number, first: boolean, kinds: Uint8Array, escaped: Set<number>): void {
  const literal = (at: number) => ((kinds[at] ?? 0) & LITERAL) !== 0;
  if (!literal(offset)) return;
  if (
    ATX.test(line) ||
    line.startsWith(">") ||
    BULLET.test(line) ||
    THEMATIC.test(line) ||
    FENCE.test(line) ||
    (first && HTML_START.test(line)) ||
    (!first && SETEXT.test(line)) ||
    (!first && line.includes("|") && TABLE_DELIMITER.test(line))
  ) {
    escaped.add(offset);
    return;
  }
  if ((first ? ORDERED_FIRST : ORDERED_NEXT).test(line)) {
    const digits = line.match(/^\d+/)?.[0].length ?? 0;
    if (literal(offset + digits)) escaped.add(offset + digits);
  }
}
