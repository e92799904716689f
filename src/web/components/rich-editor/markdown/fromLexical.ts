import { $isCodeNode } from "@lexical/code-core";
import { $isAutoLinkNode, $isLinkNode } from "@lexical/link";
import { $isListItemNode, $isListNode, type ListNode } from "@lexical/list";
import { $isHorizontalRuleNode } from "@lexical/react/LexicalHorizontalRuleNode";
import { $isHeadingNode, $isQuoteNode } from "@lexical/rich-text";
import { $isDecoratorNode, $isElementNode, $isLineBreakNode, $isTextNode, type LexicalNode } from "lexical";
import { $isEmbedNode } from "./EmbedNode";
import { $getHint } from "./hintState";
import { $isImageNode } from "./ImageNode";
import { type Block, type EmphasisHint, type Inline, type List, type ListItem, MARKDOWN_FORMATS } from "./ir";
import { $isMarkdownBlockNode } from "./MarkdownBlockNode";
import { normalizeInlines, pushInline } from "./normalize";

type Emphasis = { em: "*" | "_"; strong: "**" | "__" };

function $emphasis(node: LexicalNode): EmphasisHint {
  const { em, strong } = $getHint<Emphasis>(node, { em: "string", strong: "string" });
  return {
    em: em === "*" || em === "_" ? em : undefined,
    strong: strong === "**" || strong === "__" ? strong : undefined,
  };
}

/** The block a top-level node holds (call inside a read or an update). */
export function $nodeToBlock(node: LexicalNode): Block {
  if ($isMarkdownBlockNode(node)) return { kind: "markdown", source: node.getSource() };
  // The card is the paragraph it was read from, so it saves (and compares) as that paragraph.
  if ($isEmbedNode(node)) return node.getParagraph();
  if ($isImageNode(node)) return { kind: "image", src: node.getSrc(), alt: node.getAlt(), title: node.getCaption() };
  if ($isHorizontalRuleNode(node)) return { kind: "rule", hint: $getHint<{ line: string }>(node, { line: "string" }) };
  if ($isCodeNode(node)) {
    return {
      kind: "code",
      language: node.getLanguage() ?? "",
      text: node.getTextContent(),
      hint: $getHint<{ fence: string; info: string }>(node, { fence: "string", info: "string" }),
    };
  }
  if ($isHeadingNode(node)) {
    const { underline } = $getHint<{ underline: string }>(node, { underline: "string" });
    return {
      kind: "heading",
      level: Number(node.getTag().slice(1)),
      // A heading is one line; a break typed in it is written as a space.
      inlines: normalizeInlines(
        $inlines(node).map((inline) => (inline.kind === "break" ? { kind: "text", text: " ", format: 0 } : inline)),
      ),
      hint: { ...$emphasis(node), underline },
    };
  }
  if ($isQuoteNode(node)) return { kind: "quote", inlines: $inlines(node), hint: $emphasis(node) };
  if ($isListNode(node)) return $list(node);
  if ($isElementNode(node)) return { kind: "paragraph", inlines: $inlines(node), hint: $emphasis(node) };
  return { kind: "paragraph", inlines: normalizeInlines([{ kind: "text", text: node.getTextContent(), format: 0 }]) };
}

function $list(node: ListNode): List {
  const items: ListItem[] = [];
  for (const child of node.getChildren()) {
    if (!$isListItemNode(child)) continue;
    const [only] = child.getChildren();
    if (child.getChildrenSize() === 1 && $isListNode(only)) {
      // A nested list belongs to the item before it, as Lexical draws it.
      const previous = items[items.length - 1];
      if (previous && !previous.list) previous.list = $list(only);
      else items.push({ inlines: [], list: $list(only) });
      continue;
    }
    const { marker } = $getHint<{ marker: string }>(child, { marker: "string" });
    items.push({ inlines: $inlines(child), list: null, hint: { marker } });
  }
  const hint = $getHint<{ delimiter: string; indent: number; loose: number; em: string; strong: string }>(node, {
    delimiter: "string",
    indent: "number",
    loose: "number",
    em: "string",
    strong: "string",
  });
  return {
    kind: "list",
    ordered: node.getListType() === "number",
    start: node.getStart(),
    loose: hint.loose === 1,
    items,
    hint: { ...$emphasis(node), delimiter: hint.delimiter, indent: hint.indent },
  };
}

function $inlines(element: LexicalNode): Inline[] {
  const out: Inline[] = [];
  $collect(element, out, false);
  return normalizeInlines(out);
}

function $collect(parent: LexicalNode, out: Inline[], inLink: boolean): void {
  if (!$isElementNode(parent)) return;
  for (const child of parent.getChildren()) {
    if ($isLineBreakNode(child)) {
      const hint = $getHint<{ end: string; indent: string }>(child, { end: "string", indent: "string" });
      out.push(
        hint.end !== undefined && hint.indent !== undefined
          ? { kind: "break", hint: { end: hint.end, indent: hint.indent } }
          : { kind: "break" },
      );
    } else if ($isTextNode(child)) {
      // Underline, highlight and the like have no Markdown; the text stays.
      pushInline(out, { kind: "text", text: child.getTextContent(), format: child.getFormat() & MARKDOWN_FORMATS });
    } else if ($isAutoLinkNode(child) && !child.getIsUnlinked() && !inLink) {
      const first = child.getFirstDescendant();
      const format = $isTextNode(first) ? first.getFormat() & MARKDOWN_FORMATS : 0;
      out.push({ kind: "autolink", url: child.getURL(), text: child.getTextContent(), format });
    } else if ($isLinkNode(child) && !$isAutoLinkNode(child) && !inLink) {
      const children: Inline[] = [];
      $collect(child, children, true);
      out.push({ kind: "link", url: child.getURL(), title: child.getTitle() ?? "", children });
    } else if ($isImageNode(child)) {
      out.push({ kind: "image", src: child.getSrc(), alt: child.getAlt(), title: child.getCaption() });
    } else if ($isElementNode(child)) {
      $collect(child, out, inLink);
    } else if ($isDecoratorNode(child)) {
      pushInline(out, { kind: "text", text: child.getTextContent(), format: 0 });
    }
  }
}
