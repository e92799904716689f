import type { Token } from "markdown-it";

/** One top-level block of a Markdown text: its tokens (none for text the parser kept for itself) and exact source. */
export type SourceBlock = { tokens: Token[]; source: string };

export type SplitMarkdown = {
  blocks: SourceBlock[];
  /** `separators[i]` is the text before block i; the last one follows the last block. Only blank lines. */
  separators: string[];
  /** The line ending the text uses first, for text written anew; `\n` when it has none. */
  eol: string;
};

const LINE_END = /\r\n|\r|\n/g;
const BLANK = /^[ \t]*$/;

/**
 * Cuts Markdown into its top-level blocks as markdown-it read them (`tokens` from `md.parse`, with
 * the line ranges of `map`). Lines no block covers are blank, or link reference definitions (which
 * the parser consumes); runs of the latter become blocks without tokens, so they are kept as written.
 * Joining separators and sources gives the text back byte for byte.
 */
export function splitBlocks(markdown: string, tokens: Token[]): SplitMarkdown {
  // Line i runs from starts[i] to ends[i] (its end of line excluded); markdown-it counts lines the same way.
  const starts = [0];
  const ends: number[] = [];
  for (const match of markdown.matchAll(LINE_END)) {
    ends.push(match.index);
    starts.push(match.index + match[0].length);
  }
  ends.push(markdown.length);
  const lineCount = starts.length;
  const lineText = (line: number) => markdown.slice(starts[line], ends[line]);
  const isBlank = (line: number) => BLANK.test(lineText(line));

  // Each top-level token with a line range starts a block; its tokens run to the next one.
  const ranges: Array<{ from: number; to: number; tokens: Token[] }> = [];
  let current: { from: number; to: number; tokens: Token[] } | undefined;
  for (const token of tokens) {
    if (token.level === 0 && token.map && token.nesting >= 0) {
      current = { from: token.map[0], to: token.map[1], tokens: [] };
      ranges.push(current);
    }
    current?.tokens.push(token);
  }

  const blocks: SourceBlock[] = [];
  const spans: Array<[number, number]> = [];
  const addGap = (from: number, to: number) => {
    // Text between blocks that is not blank: link reference definitions, kept as they are.
    let line = from;
    while (line < to) {
      if (isBlank(line)) {
        line++;
        continue;
      }
      const first = line;
      while (line < to && !isBlank(line)) line++;
      blocks.push({ tokens: [], source: markdown.slice(starts[first], ends[line - 1]) });
      spans.push([first, line]);
    }
  };
  let next = 0;
  for (const range of ranges) {
    addGap(next, range.from);
    // A block's range may end in blank lines (a list's); they belong to the separator.
    let to = Math.min(range.to, lineCount);
    while (to > range.from + 1 && isBlank(to - 1)) to--;
    blocks.push({ tokens: range.tokens, source: markdown.slice(starts[range.from], ends[to - 1]) });
    spans.push([range.from, to]);
    next = Math.max(next, to);
  }
  addGap(next, lineCount);

  const separators: string[] = [];
  let offset = 0;
  for (const [from, to] of spans) {
    separators.push(markdown.slice(offset, starts[from]));
    offset = ends[to - 1] ?? markdown.length;
  }
  separators.push(markdown.slice(offset));
  const eol = markdown.match(/\r\n|\r|\n/)?.[0] ?? "\n";
  return { blocks, separators, eol };
}
