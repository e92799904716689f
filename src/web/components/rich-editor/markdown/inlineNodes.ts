import { $createAutoLinkNode, $createLinkNode } from "@lexical/link";
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  type LexicalNode,
  type ParagraphNode,
} from "lexical";
import { $withHint } from "./hintState";
import { $createImageNode } from "./ImageNode";
import type { Inline, Paragraph } from "./ir";

/**
 * A paragraph block as editable text. Apart from toLexical.ts because an embed card turns back into
 * one ("Show as link", EmbedNode.tsx), and toLexical.ts makes the cards.
 */
export function $paragraphNode(paragraph: Pick<Paragraph, "inlines" | "hint">): ParagraphNode {
  return $withHint($createParagraphNode().append(...$inlineNodes(paragraph.inlines)), paragraph.hint);
}

export function $inlineNodes(inlines: Inline[]): LexicalNode[] {
  return inlines.map($inlineNode);
}

function $inlineNode(inline: Inline): LexicalNode {
  switch (inline.kind) {
    case "text":
      return $createTextNode(inline.text).setFormat(inline.format);
    case "break":
      return $withHint($createLineBreakNode(), inline.hint);
    case "link":
      return $createLinkNode(inline.url, { title: inline.title || null }).append(...$inlineNodes(inline.children));
    case "autolink":
      return $createAutoLinkNode(inline.url).append($createTextNode(inline.text).setFormat(inline.format));
    case "image":
      return $createImageNode({ src: inline.src, alt: inline.alt, caption: inline.title, inline: true });
  }
}
