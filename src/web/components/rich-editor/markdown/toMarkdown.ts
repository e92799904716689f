import { type Piece, writeLines } from "./escape";
import { destination, title as titleOf } from "./inlineSyntax";
import {
  type Block,
  BOLD,
  CODE,
  type EmphasisHint,
  type Inline,
  ITALIC,
  type List,
  type ListItem,
  STRIKETHROUGH,
} from "./ir";

const EMPHASIS = BOLD | ITALIC | STRIKETHROUGH;
type Flavor = "strike" | "strong" | "em";
/** Outermost first: a run that is bold and italic is written `**_x_**`. */
const ORDER: Array<[number, Flavor]> = [
  [STRIKETHROUGH, "strike"],
  [BOLD, "strong"],
  [ITALIC, "em"],
];
type Marker = Piece & { flavor: Flavor; pair: number };

// biome-ignore lint/suspicious/noControlCharactersInRegex: CommonMark's autolink excludes exactly U+0000–U+0020.
const AUTOLINK_TEXT = /^(?:[A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\x00-\x20]*|[^\s<>@]+@[^\s<>@]+)$/;

export type WriteOptions = { escapeAll?: boolean };

/** One block as Markdown, lines joined with `\n`. */
export function blockToMarkdown(block: Block, options: WriteOptions = {}): string {
  switch (block.kind) {
    case "paragraph":
      return inlineLines(block.inlines, block.hint, true, options).join("\n");
    case "heading":
      return heading(block.level, block.inlines, block.hint, options);
    case "quote": {
      const lines = inlineLines(block.inlines, block.hint, true, options);
      return lines.map((line) => (line === "" ? ">" : `> ${line}`)).join("\n");
    }
    case "list":
      return listLines(block, "", block.hint, options).join("\n");
    case "code":
      return code(block.language, block.text, block.hint);
    case "rule": {
      const line = block.hint?.line;
      return line && /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/.test(line) ? line : "---";
    }
    case "image":
      return inlineLines([{ ...block, kind: "image" }], undefined, true, options).join("\n");
    case "markdown":
      return block.source;
  }
}

function heading(
  level: number,
  inlines: Inline[],
  hint: (EmphasisHint & { underline?: string }) | undefined,
  options: WriteOptions,
): string {
  // A heading is one line: a break the writer put in one reads as a space.
  const flat = inlines.map(
    (inline): Inline => (inline.kind === "break" ? { kind: "text", text: " ", format: 0 } : inline),
  );
  const underline = hint?.underline;
  if (underline && level <= 2 && (level === 1 ? /^=+$/ : /^-+$/).test(underline)) {
    const [text] = inlineLines(flat, hint, true, options);
    if (text) return `${text}\n${underline}`;
  }
  const [text = ""] = inlineLines(flat, hint, false, options);
  // A run of # at the end would be read as the heading's closing sequence.
  const content = text.replace(/(^|[ \t])(#+[ \t]*)$/, "$1\\$2");
  return content === "" ? "#".repeat(level) : `${"#".repeat(level)} ${content}`;
}

function listLines(list: List, indent: string, hint: EmphasisHint | undefined, options: WriteOptions): string[] {
  const delimiter = list.hint?.delimiter ?? (list.ordered ? "." : "-");
  const valid = list.ordered ? delimiter === "." || delimiter === ")" : /^[-*+]$/.test(delimiter);
  const mark = valid ? delimiter : list.ordered ? "." : "-";
  const out: string[] = [];
  list.items.forEach((item, index) => {
    if (index > 0 && list.loose) out.push("");
    const prefix = itemPrefix(list, item, index, mark);
    const width = prefix.trimEnd().length + Math.max(1, prefix.length - prefix.trimEnd().length);
    const inner = indent + " ".repeat(width);
    const lines = inlineLines(item.inlines, hint, true, options);
    const [first = "", ...rest] = lines;
    out.push(first === "" ? indent + prefix.trimEnd() : indent + prefix + first);
    for (const line of rest) out.push(inner + line);
    if (item.list) {
      const wanted = item.list.hint?.indent;
      const nestedIndent =
        wanted !== undefined && wanted >= inner.length && wanted < inner.length + 4 ? " ".repeat(wanted) : inner;
      out.push(...listLines(item.list, nestedIndent, item.list.hint ?? hint, options));
    }
  });
  return out;
}

/** The item's marker as it was written when it still fits, else the next number or the list's bullet. */
function itemPrefix(list: List, item: ListItem, index: number, mark: string): string {
  const written = item.hint?.marker;
  const parts = written?.match(/^(\d{1,9}|[-*+])([.)]?)( *)$/);
  if (parts) {
    const [, marker = "", delimiter = "", spaces = " "] = parts;
    const fits = list.ordered
      ? delimiter === mark && (index > 0 || Number(marker) === list.start)
      : marker === mark && delimiter === "";
    if (fits) return `${marker}${delimiter}${spaces || " "}`;
  }
  return list.ordered ? `${list.start + index}${mark} ` : `${mark} `;
}

function code(language: string, text: string, hint: { fence?: string; info?: string } | undefined): string {
  const char = hint?.fence?.startsWith("~") ? "~" : "`";
  let length = Math.max(3, hint?.fence?.length ?? 3);
  const pattern = char === "`" ? /^ {0,3}(`{3,})/gm : /^ {0,3}(~{3,})/gm;
  for (const match of text.matchAll(pattern)) length = Math.max(length, (match[1]?.length ?? 0) + 1);
  const fence = char.repeat(length);
  const written = hint?.info ?? "";
  let info = written.split(/\s+/)[0] === language ? written : language;
  // A backtick fence's info string cannot hold a backtick.
  if (char === "`" && info.includes("`")) info = "";
  return text === "" ? `${fence}${info}\n${fence}` : `${fence}${info}\n${text}\n${fence}`;
}

/** Inline content as Markdown lines, escaped. */
export function inlineLines(
  inlines: Inline[],
  hint: EmphasisHint | undefined,
  lineStarts: boolean,
  options: WriteOptions,
): string[] {
  const writer = new InlineWriter();
  writer.write(inlines, 0);
  writer.closeTo(0, 0);
  resolveMarkers(writer.pieces, hint);
  return writeLines(writer.pieces, { lineStarts, all: options.escapeAll });
}

/**
 * Turns formatted runs into delimiters. Formats are opened outermost first and closed innermost
 * first; spaces at the edge of a run are moved outside it (`**a **` would not close).
 */
class InlineWriter {
  pieces: Piece[] = [];
  private stack: Array<Marker & { bit: number }> = [];
  private space = "";
  private pairs = 0;

  write(inlines: Inline[], base: number): void {
    inlines.forEach((inline, index) => {
      switch (inline.kind) {
        case "text":
          this.text(inline.text, inline.format, base);
          break;
        case "autolink":
          this.enter(inline.format & EMPHASIS, base);
          this.pieces.push({ text: inline.text, literal: false });
          break;
        case "break": {
          // Runs that go on after the break stay open; the others close on this line.
          const next = inlines[index + 1];
          const format = next && (next.kind === "text" || next.kind === "autolink") ? next.format & EMPHASIS : 0;
          this.closeTo(format, base);
          this.space = "";
          this.pieces.push({ text: "\n", literal: false, brk: inline });
          break;
        }
        case "image":
          this.flushSpace();
          this.pieces.push({ text: "![", literal: false });
          this.pieces.push({ text: inline.alt.replace(/\n/g, " "), literal: true, label: true });
          this.pieces.push({
            text: `](${destination(inline.src)}${inline.title ? ` ${titleOf(inline.title)}` : ""})`,
            literal: false,
          });
          break;
        case "link":
          this.link(inline, base);
          break;
      }
    });
  }

  private link(link: Extract<Inline, { kind: "link" }>, base: number): void {
    const [only] = link.children;
    if (
      link.children.length === 1 &&
      only?.kind === "text" &&
      (only.format & EMPHASIS) === (this.openBits() & EMPHASIS) &&
      (only.format & CODE) === 0 &&
      link.title === "" &&
      (only.text === link.url || `mailto:${only.text}` === link.url) &&
      AUTOLINK_TEXT.test(only.text)
    ) {
      this.flushSpace();
      this.pieces.push({ text: `<${only.text}>`, literal: false });
      return;
    }
    // Formats the whole link text shares are written around the link.
    let shared = EMPHASIS;
    for (const child of link.children) if (child.kind === "text" || child.kind === "autolink") shared &= child.format;
    if (!link.children.some((child) => child.kind === "text" || child.kind === "autolink"))
      shared = this.openBits() & EMPHASIS;
    this.closeTo(shared, base);
    this.flushSpace();
    this.open(shared);
    this.pieces.push({ text: "[", literal: false });
    const inner = this.stack.length;
    const before = this.pieces.length;
    this.write(link.children, inner);
    this.closeTo(0, inner);
    this.flushSpace();
    for (const piece of this.pieces.slice(before)) if (piece.literal) piece.label = true;
    this.pieces.push({
      text: `](${destination(link.url)}${link.title ? ` ${titleOf(link.title)}` : ""})`,
      literal: false,
    });
  }

  private text(text: string, format: number, base: number): void {
    const bits = format & EMPHASIS;
    if (format & CODE) {
      this.enter(bits, base);
      this.pieces.push({ text: codeSpan(text), literal: false });
      return;
    }
    const start = text.length - text.trimStart().length;
    const core = text.trim();
    const lead = text.slice(0, start);
    const trail = text.slice(start + core.length);
    if (core === "") {
      // Spaces open nothing: they close what they are not part of and wait for what follows.
      this.closeTo(bits & this.openBits(), base);
      this.space += text;
      return;
    }
    this.closeTo(bits, base);
    this.flushSpace();
    if (lead) this.pieces.push({ text: lead, literal: true });
    this.open(bits);
    this.pieces.push({ text: core, literal: true });
    this.space = trail;
  }

  private enter(bits: number, base: number): void {
    this.closeTo(bits, base);
    this.flushSpace();
    this.open(bits);
  }

  private openBits(): number {
    return this.stack.reduce((bits, marker) => bits | marker.bit, 0);
  }

  /** Closes, innermost first, until every open format above `base` is one of `bits`. */
  closeTo(bits: number, base: number): void {
    while (this.stack.slice(base).some((marker) => (bits & marker.bit) === 0)) {
      const marker = this.stack.pop();
      if (!marker) break;
      this.pieces.push({ text: "", literal: false, flavor: marker.flavor, pair: marker.pair } as Marker);
    }
  }

  private open(bits: number): void {
    const open = this.openBits();
    for (const [bit, flavor] of ORDER) {
      if ((bits & bit) === 0 || (open & bit) !== 0) continue;
      const marker: Marker & { bit: number } = { text: "", literal: false, flavor, pair: ++this.pairs, bit };
      this.stack.push(marker);
      this.pieces.push(marker);
    }
  }

  private flushSpace(): void {
    if (this.space) this.pieces.push({ text: this.space, literal: true });
    this.space = "";
  }
}

const WORD = /[\p{L}\p{N}]/u;

/**
 * Spells each pair of delimiters. Underscores are the house style for italics (decision 0122) unless
 * the source used stars, but an underscore next to a letter outside it cannot open or close, so such
 * a pair takes stars.
 */
function resolveMarkers(pieces: Piece[], hint: EmphasisHint | undefined): void {
  const markers = pieces.filter((piece): piece is Marker => "flavor" in piece);
  const outside = new Map<number, boolean>();
  for (const marker of markers) {
    const index = pieces.indexOf(marker);
    const isOpen = !outside.has(marker.pair);
    const neighbour = isOpen ? charBefore(pieces, index) : charAfter(pieces, index);
    outside.set(marker.pair, (outside.get(marker.pair) ?? false) || (neighbour !== undefined && WORD.test(neighbour)));
  }
  for (const marker of markers) {
    if (marker.flavor === "strike") marker.text = "~~";
    else if (marker.flavor === "strong")
      marker.text = (hint?.strong ?? "**") === "__" && !outside.get(marker.pair) ? "__" : "**";
    else marker.text = (hint?.em ?? "_") === "_" && !outside.get(marker.pair) ? "_" : "*";
  }
}

function charBefore(pieces: Piece[], index: number): string | undefined {
  for (let at = index - 1; at >= 0; at--) {
    const piece = pieces[at];
    if (piece && !("flavor" in piece) && piece.text !== "") return piece.text[piece.text.length - 1];
  }
  return undefined;
}

function charAfter(pieces: Piece[], index: number): string | undefined {
  for (let at = index + 1; at < pieces.length; at++) {
    const piece = pieces[at];
    if (piece && !("flavor" in piece) && piece.text !== "") return piece.text[0];
  }
  return undefined;
}

/** A code span: fenced by one more backtick than the longest run inside, padded when an edge needs it. */
export function codeSpan(text: string): string {
  const runs = new Set((text.match(/`+/g) ?? []).map((run) => run.length));
  let length = 1;
  while (runs.has(length)) length++;
  const fence = "`".repeat(length);
  // Inside a fence of two or more, padding is the usual style; it is also needed at a backtick or a
  // space at both ends, which markdown-it would otherwise strip.
  const edge = text.startsWith("`") || text.endsWith("`") || /^ [\s\S]* $/.test(text);
  const pad = text.trim() !== "" && (length > 1 || edge) ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}
