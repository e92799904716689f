import { $insertNodeToNearestRoot } from "@lexical/utils";
import {
  $getRoot,
  $getSelection,
  $isDecoratorNode,
  $isElementNode,
  $isParagraphNode,
  $isRangeSelection,
  type LexicalEditor,
  type LexicalNode,
} from "lexical";
import { $isEmbedNode } from "./EmbedNode";
import { $isEmbedPaste } from "./embedPaste";
import { loadMarkdownEngine, markdownEngineReady } from "./engine";
import { $paragraphNode } from "./inlineNodes";
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
  if (!markdownEngineReady()) {
    // Only when the engine could not be fetched (insertMarkdown waits for it): the words go in as typed.
    selection.insertRawText(markdown);
    return;
  }
  const nodes: LexicalNode[] = parseBlocks(markdown).parsed.map((block) => $blockToNode(block));
  const [first, ...rest] = nodes;
  if (!first) return;
  if (rest.length === 0 && $isEmbedNode(first) && !$isEmbedPaste(markdown)) {
    // An embeddable address where no card goes (inside a sentence, over selected words): its link.
    selection.insertNodes($paragraphNode(first.getParagraph()).getChildren());
    return;
  }
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

/**
 * Inserts Markdown-looking text (a paste, a multi-line input) from a command listener: at once when the
 * Markdown engine is here, else as soon as it is. The engine is fetched as the editor takes focus, so a
 * wait happens only for text that came in that same moment (a form filled field after field); it then
 * goes where the caret is, or at the end once focus has moved on, in an update of its own committed at
 * once, so a save waiting for the engine (plugins/useSettle.ts) finds it in. Should the engine not
 * come, the text goes in as typed: never lost.
 */
export function insertMarkdown(editor: LexicalEditor, markdown: string, { tag }: { tag?: string } = {}): void {
  if (markdownEngineReady()) {
    editor.update(() => $insertMarkdownAtSelection(markdown), tag ? { tag } : {});
    return;
  }
  const insert = () =>
    editor.update(
      () => {
        if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
        $insertMarkdownAtSelection(markdown);
      },
      { discrete: true, ...(tag ? { tag } : {}) },
    );
  void loadMarkdownEngine().then(insert, insert);
}
