import { $createCodeNode } from "@lexical/code-core";
import { $createListItemNode, $createListNode, type ListNode } from "@lexical/list";
import { $createHorizontalRuleNode } from "@lexical/react/LexicalHorizontalRuleNode";
import { $createHeadingNode, $createQuoteNode, type HeadingTagType } from "@lexical/rich-text";
import { $createLineBreakNode, $createTextNode, type LexicalNode } from "lexical";
import { $createEmbedNode } from "./EmbedNode";
import { $withHint } from "./hintState";
import { $createImageNode } from "./ImageNode";
import { $inlineNodes, $paragraphNode } from "./inlineNodes";
import type { Block, List } from "./ir";
import { $createMarkdownBlockNode } from "./MarkdownBlockNode";

/** The top-level Lexical node for a block (call inside an update). */
export function $blockToNode(block: Block): LexicalNode {
  switch (block.kind) {
    case "paragraph":
      // A link readers get as an embed card is one in the editor too (decision 0127).
      return block.embed ? $createEmbedNode({ summary: block.embed, inlines: block.inlines }) : $paragraphNode(block);
    case "heading":
      return $withHint(
        $createHeadingNode(`h${block.level}` as HeadingTagType).append(...$inlineNodes(block.inlines)),
        block.hint,
      );
    case "quote":
      return $withHint($createQuoteNode().append(...$inlineNodes(block.inlines)), block.hint);
    case "list":
      return $listNode(block);
    case "code": {
      const node = $createCodeNode(block.language || undefined);
      block.text.split("\n").forEach((line, index) => {
        if (index > 0) node.append($createLineBreakNode());
        if (line !== "") node.append($createTextNode(line));
      });
      return $withHint(node, block.hint);
    }
    case "rule":
      return $withHint($createHorizontalRuleNode(), block.hint);
    case "image":
      return $createImageNode({ src: block.src, alt: block.alt, caption: block.title });
    case "markdown":
      return $createMarkdownBlockNode(block.source);
  }
}

function $listNode(list: List): ListNode {
  const node = $withHint($createListNode(list.ordered ? "number" : "bullet", list.start), {
    ...list.hint,
    loose: list.loose ? 1 : undefined,
  });
  for (const item of list.items) {
    node.append($withHint($createListItemNode().append(...$inlineNodes(item.inlines)), item.hint));
    // Lexical nests a list in an item of its own, after the item whose text it follows.
    if (item.list) node.append($createListItemNode().append($listNode(item.list)));
  }
  return node;
}
