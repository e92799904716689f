import { $getRoot, type LexicalNode } from "lexical";
import { $nodeToBlock } from "./fromLexical";
import { shapeOf } from "./ir";
import { readApart, writeBlock } from "./parseBlocks";
import type { Provenance } from "./provenance";

/**
 * The document as Markdown (call inside editor.read or getEditorState().read). Untouched blocks are
 * written as their source and the blank lines between them as they were; only touched and new blocks
 * are written anew. When nothing changed it is the loaded text itself. Not for every key: it is
 * linear in the document.
 */
export function $exportMarkdown(provenance: Provenance): string {
  const { keys, index, sources, separators, eol } = provenance;
  const children = $getRoot().getChildren();
  const unchanged =
    children.length === keys.length &&
    children.every((node, position) => node.getKey() === keys[position] && $isAsLoaded(provenance, node));
  if (unchanged) return provenance.original;

  const out: string[] = [];
  let previous: { position: number | undefined; kept: boolean; text: string } | undefined;
  for (const node of children) {
    const key = node.getKey();
    const position = index.get(key);
    const kept = position !== undefined && $isAsLoaded(provenance, node);
    let text: string;
    if (kept) text = sources[position] ?? "";
    else {
      text = writeBlock($nodeToBlock(node));
      // An emptied or new empty block leaves nothing behind, not even its blank line.
      if (text.trim() === "") continue;
      if (eol !== "\n") text = text.replace(/\n/g, eol);
    }
    if (!previous) out.push(position === 0 ? (separators[0] ?? "") : "");
    else out.push(separatorBetween(provenance, previous, { position, kept, text }));
    out.push(text);
    previous = { position, kept, text };
  }
  if (!previous) return "";
  out.push(separators[separators.length - 1] ?? "");
  return out.join("");
}

/**
 * Whether a loaded node shows what it showed at load: never touched, or touched and back (an undo,
 * a change typed and deleted, a plugin marking nodes dirty). Such a node is saved as its source, and
 * is not compared again until an update touches it anew.
 */
function $isAsLoaded(provenance: Provenance, node: LexicalNode): boolean {
  const key = node.getKey();
  if (!provenance.touched.has(key)) return true;
  const position = provenance.index.get(key);
  const loaded = position === undefined ? undefined : provenance.loaded[position];
  if (!loaded || shapeOf($nodeToBlock(node)) !== shapeOf(loaded)) return false;
  provenance.touched.delete(key);
  return true;
}

/**
 * The blank lines between two blocks: as written when the two were neighbours in the source. When
 * one of them is written anew after a single line end, it could be read as part of the block before
 * (a paragraph goes on into a following line), so unless markdown-it reads the two apart, they get a
 * blank line.
 */
function separatorBetween(
  { separators, eol }: Provenance,
  previous: { position: number | undefined; kept: boolean; text: string },
  next: { position: number | undefined; kept: boolean; text: string },
): string {
  const blank = eol + eol;
  if (previous.position === undefined) return blank;
  if (next.position !== previous.position + 1) {
    // Blocks between them went, or they moved: the blank lines that followed the block before.
    const after = separators[previous.position + 1] ?? blank;
    return lineEnds(after) >= 2 ? after : blank;
  }
  const written = separators[next.position] ?? blank;
  if ((previous.kept && next.kept) || lineEnds(written) >= 2) return written;
  return readApart(previous.text, next.text) ? written : blank;
}

const lineEnds = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;
