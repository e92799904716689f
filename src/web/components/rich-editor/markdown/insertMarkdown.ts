import { $insertNodeToNearestRoot } from "@lexical/utils";
import {
  $getSelection,
  $isDecoratorNode,
  $isElementNode,
  $isParagraphNode,
  $isRangeSelection,
  type LexicalNode,
} from "lexical";
import { parseBlocks } from "./parseBlocks";
import { $blockToNode } from "./toLexical";

/**
 * Inserts Markdown-looking plain text (a paste) at the selection, read as the editor reads a body:
 * one paragraph goes into the line being written; blocks take the place of an empty line, or go
 * before or after the block the caret starts or ends, or split it.
 */
export function $insertMarkdownAtSelection(markdown: string): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  const nodes: LexicalNode[] = parseBlocks(markdown).parsed.map((block) => $blockToNode(block));
  const [first, ...rest] = nodes;
  if (!first) return;
  if (rest.length === 0 && $isParagraphNode(first)) {
    selection.insertNodes(first.getChildren());
    return;
  }
  if (!selection.isCollapsed()) selection.removeText();
  const anchor = selection.anchor.getNode();
  const block = anchor.getTopLevelElement();
  let previous: LexicalNode;
  if ($isElementNode(block) && block.getTextContent() === "" && !block.getChildren().some($isDecoratorNode)) {
    previous = block.replace(first);
  } else if (block && selection.anchor.offset === 0 && anchor.is(block.getFirstDescendant() ?? block)) {
    previous = block.insertBefore(first);
  } else if (
    block &&
    anchor.is(block.getLastDescendant() ?? block) &&
    selection.anchor.offset === anchor.getTextContentSize()
  ) {
    previous = block.insertAfter(first);
  } else {
    previous = $insertNodeToNearestRoot(first);
  }
  for (const node of rest) previous = previous.insertAfter(node);
  previous.selectEnd();
}
