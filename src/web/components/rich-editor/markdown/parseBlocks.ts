import type { Env } from "markdown-it";
import { markdownEngine } from "./engine";
import { blockFromTokens } from "./fromTokens";
import { type Block, shapeOf } from "./ir";
import { type SourceBlock, type SplitMarkdown, splitBlocks } from "./splitBlocks";
import { blockToMarkdown } from "./toMarkdown";

export type ParsedMarkdown = SplitMarkdown & {
  /** For each source block, what the editor holds for it: its own form, or the source as Markdown. */
  parsed: Block[];
};

/**
 * Markdown cut into top-level blocks, each read into the editor's form when that form is faithful:
 * written back, it renders to the very HTML the source renders to (our renderer, with the text's
 * link definitions). Any other block is kept as Markdown source.
 */
export function parseBlocks(markdown: string): ParsedMarkdown {
  const md = markdownEngine().md;
  const env: Env = {};
  const tokens = md.parse(markdown, env);
  const split = splitBlocks(markdown, tokens);
  const context = { md, env, lines: markdown.split(/\r\n|\r|\n/) };
  const parsed: Block[] = [];
  for (const block of split.blocks) {
    let read = readBlock(block, context);
    // Lexical joins neighbouring lists of one kind (`- a` then `* b` would become one list), so the
    // second of two such lists stays Markdown.
    const previous = parsed[parsed.length - 1];
    if (read.kind === "list" && previous?.kind === "list" && previous.ordered === read.ordered) {
      read = { kind: "markdown", source: block.source };
    }
    parsed.push(read);
  }
  return { ...split, parsed };
}

function readBlock(block: SourceBlock, context: Parameters<typeof blockFromTokens>[2]): Block {
  const kept: Block = { kind: "markdown", source: block.source };
  if (block.tokens.length === 0) return kept;
  const read = blockFromTokens(block.tokens, block.source, context);
  if (!read) return kept;
  const written = blockToMarkdown(read);
  // Written back byte for byte (most blocks): nothing to compare.
  if (written === block.source.replace(/\r\n?/g, "\n")) return read;
  const { md, env } = context;
  const expected = md.renderer.render(block.tokens, md.options, env);
  // A copy of the definitions: rendering must not add to them.
  const actual = md.render(written, { references: { ...(env.references as object | undefined) } });
  return expected === actual ? read : kept;
}

/**
 * The Markdown for a block the writer changed, checked by reading it back: if markdown-it would read
 * the minimal escaping as something else, every punctuation mark of the text is escaped instead.
 */
export function writeBlock(block: Block): string {
  const written = blockToMarkdown(block);
  if (block.kind === "markdown" || readsAs(written, block)) return written;
  const escaped = blockToMarkdown(block, { escapeAll: true });
  return readsAs(escaped, block) ? escaped : written;
}

function readsAs(markdown: string, block: Block): boolean {
  const md = markdownEngine().md;
  const env: Env = {};
  const { blocks } = splitBlocks(markdown, md.parse(markdown, env));
  if (blocks.length === 0) return block.kind === "paragraph" && block.inlines.length === 0;
  const [only] = blocks;
  if (blocks.length !== 1 || !only) return false;
  const read = blockFromTokens(only.tokens, only.source, { md, env, lines: markdown.split(/\r\n|\r|\n/) });
  return read !== null && shapeOf(read) === shapeOf(block);
}

/** Whether two blocks, one line end apart, are read as two blocks, the second where it starts. */
export function readApart(before: string, after: string): boolean {
  const first = before.replace(/\r\n?/g, "\n");
  const boundary = first.split("\n").length;
  const tokens = markdownEngine().md.parse(`${first}\n${after.replace(/\r\n?/g, "\n")}`, {});
  let starts = false;
  for (const token of tokens) {
    if (token.level !== 0 || !token.map) continue;
    if (token.map[0] < boundary && token.map[1] > boundary) return false;
    if (token.map[0] === boundary) starts = true;
  }
  return starts;
}
