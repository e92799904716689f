import {
  $createParagraphNode,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isNodeSelection,
  $isParagraphNode,
  $isRangeSelection,
  $isRootNode,
  type ElementNode,
  type LexicalNode,
  type NodeKey,
} from "lexical";

/** A paragraph cut in two to make room for blocks: its halves, so that they can be joined again. */
export type Split = { readonly left: NodeKey; readonly right: NodeKey };

/**
 * Puts top-level blocks (images) where the selection is, in order, and the caret after them (call
 * inside editor.update):
 * - in a paragraph, at the caret: before the paragraph when the caret is at its start (an empty
 *   paragraph stays after them, to type in), after it when at its end, else the paragraph is cut there
 *   and the cut is returned, for `$joinSplit`;
 * - in any other block (a heading, quote, list, code): after that block, which stays whole;
 * - with an image or other block selected: after it;
 * - with no selection: at the end of the document.
 */
export function $placeBlocks(nodes: LexicalNode[]): Split | null {
  const [first] = nodes;
  if (!first) return null;
  const selection = $getSelection();
  const root = $getRoot();
  let split: Split | null = null;

  if ($isRangeSelection(selection)) {
    const point = selection.isBackward() ? selection.anchor : selection.focus;
    const at = point.getNode();
    const block = $isRootNode(at) ? null : at.getTopLevelElement();
    if (!block) {
      const child = root.getChildAtIndex(point.offset);
      if (child) child.insertBefore(first);
      else root.append(first);
    } else if ($isParagraphNode(block) && !block.isEmpty()) {
      // Cut at the caret, without deleting what is selected: a failed upload must leave the text as it was.
      selection.anchor.set(point.key, point.offset, point.type);
      selection.focus.set(point.key, point.offset, point.type);
      const right = selection.insertParagraph();
      const left = block.getLatest();
      if (right && left.isEmpty()) {
        // The caret was at the start: the paragraph goes back whole, after the images.
        left.append(...right.getChildren());
        right.remove();
        left.insertBefore(first);
      } else if (!right || right.isEmpty()) {
        right?.remove();
        left.insertAfter(first);
      } else {
        left.insertAfter(first);
        split = { left: left.getKey(), right: right.getKey() };
      }
    } else if ($isParagraphNode(block)) {
      block.insertBefore(first);
    } else {
      block.insertAfter(first);
    }
  } else if ($isNodeSelection(selection)) {
    const nodesSelected = selection.getNodes();
    const last = nodesSelected[nodesSelected.length - 1];
    const block = last && ($isRootNode(last) ? null : (last.getTopLevelElement() ?? last));
    if (block) block.insertAfter(first);
    else root.append(first);
  } else {
    root.append(first);
  }

  let previous = first;
  for (const node of nodes.slice(1)) {
    previous.insertAfter(node);
    previous = node;
  }
  $caretAfter(previous);
  return split;
}

/** The caret at the start of the block after `node`, a new empty paragraph when there is none. */
export function $caretAfter(node: LexicalNode): void {
  const next = node.getNextSibling();
  if ($isElementNode(next) && !next.isInline()) {
    next.selectStart();
    return;
  }
  const paragraph = $createParagraphNode();
  node.insertAfter(paragraph);
  paragraph.select();
}

/**
 * Joins the halves of a cut paragraph once nothing stands between them any more (every image that
 * went there failed or was cancelled): the text reads exactly as before the drop.
 */
export function $joinSplit(split: Split | null): void {
  if (!split) return;
  const left = $getNodeByKey<ElementNode>(split.left);
  const right = $getNodeByKey<ElementNode>(split.right);
  if (!$isElementNode(left) || !$isElementNode(right) || !left.isAttached() || !right.isAttached()) return;
  if (!left.getNextSibling()?.is(right)) return;
  const selection = $getSelection();
  const caretInRight = $isRangeSelection(selection) && selection.isCollapsed() && selection.anchor.getNode().is(right);
  const joinAt = left.getChildrenSize();
  left.append(...right.getChildren());
  right.remove();
  // A caret that sat in the emptied half (between the halves, where it was put after the drop) stays there.
  if (caretInRight) left.select(joinAt, joinAt);
}
