import { $addUpdateTag, $createParagraphNode, $getRoot, HISTORY_MERGE_TAG } from "lexical";
import { isBlankMarkdown } from "./engine";
import type { Block } from "./ir";
import { type ParsedMarkdown, parseBlocks } from "./parseBlocks";
import { createProvenance, LOAD_TAG, type Provenance } from "./provenance";
import { $blockToNode } from "./toLexical";

/** What parseBlocks gives for blank text, without the Markdown engine (engine.ts): a new post needs none. */
function blankText(markdown: string): ParsedMarkdown {
  return { blocks: [], parsed: [], separators: [markdown], eol: markdown.match(/\r\n|\r|\n/)?.[0] ?? "\n" };
}

/**
 * Replaces the document with the given Markdown (call inside editor.update) and returns where each
 * top-level node came from. The update is tagged as the load: trackEdits does not count it, and
 * history merges it, so undo cannot empty the editor.
 */
export function $importMarkdown(markdown: string): Provenance {
  $addUpdateTag(LOAD_TAG);
  $addUpdateTag(HISTORY_MERGE_TAG);
  const root = $getRoot();
  root.clear();
  const { blocks, parsed, separators, eol } = isBlankMarkdown(markdown) ? blankText(markdown) : parseBlocks(markdown);
  const loaded = parsed.map((block, index) => {
    const node = $blockToNode(block);
    root.append(node);
    return { key: node.getKey(), source: blocks[index]?.source ?? "", block };
  });
  if (loaded.length > 0) return createProvenance(markdown, eol, loaded, separators);
  // Nothing but blank lines: one empty paragraph to type in, which saves as the text it replaced.
  const paragraph = $createParagraphNode();
  root.append(paragraph);
  const block: Block = { kind: "paragraph", inlines: [] };
  return createProvenance(markdown, eol, [{ key: paragraph.getKey(), source: "", block }], ["", markdown]);
}
