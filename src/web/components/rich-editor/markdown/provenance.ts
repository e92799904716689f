import type { NodeKey } from "lexical";
import type { Block } from "./ir";

/**
 * What a body was loaded from, so that saving it gives the same bytes back. The Markdown is cut
 * into top-level blocks (markdown-it's); each became one top-level node, whose key maps to the
 * block's exact source. Between blocks lie separators: the blank lines, as written.
 */
export type Provenance = {
  /** The Markdown as loaded, byte for byte. */
  readonly original: string;
  /** The line ending new text is written with: the original's first one, else `\n`. */
  readonly eol: string;
  /** The top-level nodes made at load, in document order. */
  readonly keys: readonly NodeKey[];
  /** Each loaded node's position in `keys`. */
  readonly index: ReadonlyMap<NodeKey, number>;
  /** `sources[i]` is the exact text node `keys[i]` was made from, without its last line ending. */
  readonly sources: readonly string[];
  /** `loaded[i]` is what block i showed at load: a block that shows it again is saved as its source. */
  readonly loaded: readonly Block[];
  /** `separators[i]` comes before block i; the last one follows the last block. */
  readonly separators: readonly string[];
  /**
   * Top-level nodes an update may have changed since the load (filled by trackEdits). The export
   * compares them with their shape at load: changed ones are written anew, the others as their source.
   */
  readonly touched: Set<NodeKey>;
};

/** The tag of the update that loads a body; trackEdits does not count it as an edit. */
export const LOAD_TAG = "inkwell-load";

export function createProvenance(
  original: string,
  eol: string,
  blocks: ReadonlyArray<{ key: NodeKey; source: string; block: Block }>,
  separators: readonly string[],
): Provenance {
  const keys = blocks.map((block) => block.key);
  return {
    original,
    eol,
    keys,
    index: new Map(keys.map((key, position) => [key, position])),
    sources: blocks.map((block) => block.source),
    loaded: blocks.map(({ block }) => block),
    separators,
    touched: new Set(),
  };
}
