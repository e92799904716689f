import {
  $getSelection,
  $isLineBreakNode,
  $isParagraphNode,
  $isRangeSelection,
  $isRootNode,
  $isTextNode,
  type LexicalNode,
  type ParagraphNode,
} from "lexical";
import type { ImageNode } from "../markdown/ImageNode";
import { $caretAfter } from "./placeBlocks";

/**
 * The paragraph a pasted image stands alone in (blank text and line breaks aside), or null. Such an
 * image is a block of its own (a figure), as the same Markdown loaded again would make it: HTML import
 * makes every image inline, so a Google Docs picture would otherwise stay a small one in a line.
 */
export function $loneParagraphOf(image: ImageNode): ParagraphNode | null {
  const parent = image.getParent();
  if (!$isParagraphNode(parent) || !$isRootNode(parent.getParent())) return null;
  const blank = (child: LexicalNode) =>
    child.is(image) || $isLineBreakNode(child) || ($isTextNode(child) && child.getTextContent().trim() === "");
  return parent.getChildren().every(blank) ? parent : null;
}

/**
 * Puts a copy's placeholder where the pasted image is: in its place inside a line of text, or in place
 * of the paragraph it stood alone in. A caret in that paragraph goes after the placeholder.
 */
export function $putInPlaceOf(image: ImageNode, paragraph: ParagraphNode | null, placeholder: LexicalNode): void {
  const target = paragraph ?? image;
  const selection = $getSelection();
  const caretInside =
    paragraph !== null &&
    $isRangeSelection(selection) &&
    [selection.anchor, selection.focus].some((point) => {
      const node = point.getNode();
      return node.is(paragraph) || paragraph.isParentOf(node);
    });
  target.replace(placeholder);
  if (caretInside) $caretAfter(placeholder);
}
