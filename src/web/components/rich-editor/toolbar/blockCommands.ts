import { $createCodeNode, $isCodeNode } from "@lexical/code-core";
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from "@lexical/list";
import { $createHeadingNode, $createQuoteNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import {
  $createParagraphNode,
  $getNodeByKey,
  $getSelection,
  $isRangeSelection,
  type LexicalEditor,
  type NodeKey,
} from "lexical";
import type { BlockType } from "./formatState";

/**
 * Makes the blocks the selection touches `target`, or plain paragraphs when they already are: a
 * pressed toolbar button turns its format off again. Lists go through @lexical/list's commands, which
 * merge with a neighbouring list as writers expect.
 */
export function toggleBlock(editor: LexicalEditor, target: BlockType, current: BlockType): void {
  if (target === "bullet" || target === "number") {
    if (current === target) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        target === "bullet" ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
    return;
  }
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    if (current === target || target === "paragraph") {
      $setBlocksType(selection, () => $createParagraphNode());
    } else if (target === "quote") {
      $setBlocksType(selection, () => $createQuoteNode());
    } else if (target === "code") {
      // No language until the writer names one: ``` alone, which every renderer reads.
      $setBlocksType(selection, () => $createCodeNode(""));
    } else {
      $setBlocksType(selection, () => $createHeadingNode(target));
    }
  });
}

/** Names the language of a code block (```ts), which the server's renderer marks for highlighting. */
export function setCodeLanguage(editor: LexicalEditor, key: NodeKey, language: string): void {
  editor.update(() => {
    const node = $getNodeByKey(key);
    // A fence's info string ends at the first space; keep only what survives the round trip.
    if ($isCodeNode(node)) node.setLanguage(language.trim().split(/\s/u)[0] ?? "");
  });
}
