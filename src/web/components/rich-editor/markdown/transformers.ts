import {
  BOLD_ITALIC_STAR,
  BOLD_STAR,
  CODE,
  type ElementTransformer,
  HEADING,
  INLINE_CODE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  LINK,
  ORDERED_LIST,
  QUOTE,
  STRIKETHROUGH,
  type TextMatchTransformer,
  type Transformer,
  UNORDERED_LIST,
} from "@lexical/markdown";
import {
  $createHorizontalRuleNode,
  $isHorizontalRuleNode,
  HorizontalRuleNode,
} from "@lexical/react/LexicalHorizontalRuleNode";
import { $createImageNode, $isImageNode, ImageNode } from "./ImageNode";
import { blockToMarkdown } from "./toMarkdown";

/**
 * Writers get H2–H4 from `##`–`####` (the post's title is its H1); `#`, `#####` and `######` stay text
 * when typed. Import still reads every level, so headings that exist are kept (decision 0122).
 */
const HEADING_H2_TO_H4: ElementTransformer = {
  ...HEADING,
  replace: (parent, children, match, isImport) => {
    const level = match[1]?.length ?? 0;
    if (!isImport && (level < 2 || level > 4)) return false;
    return HEADING.replace(parent, children, match, isImport);
  },
};

const HORIZONTAL_RULE: ElementTransformer = {
  dependencies: [HorizontalRuleNode],
  export: (node) => ($isHorizontalRuleNode(node) ? "---" : null),
  regExp: /^(?:---|\*\*\*|___)\s?$/,
  replace: (parent, _children, _match, isImport) => {
    const rule = $createHorizontalRuleNode();
    // Typed at the end of the post, the rule goes above the line so the writer keeps a line to type on.
    if (isImport || parent.getNextSibling() !== null) parent.replace(rule);
    else parent.insertBefore(rule);
    rule.selectNext();
  },
  type: "element",
};

const IMAGE_PATTERN = String.raw`!\[([^[\]]*)\]\(([^()\s]+)(?:\s+"((?:[^"\\]|\\.)*)")?\)`;

const IMAGE: TextMatchTransformer = {
  dependencies: [ImageNode],
  export: (node) =>
    $isImageNode(node)
      ? blockToMarkdown({ kind: "image", src: node.getSrc(), alt: node.getAlt(), title: node.getCaption() })
      : null,
  importRegExp: new RegExp(IMAGE_PATTERN),
  regExp: new RegExp(`${IMAGE_PATTERN}$`),
  replace: (textNode, match) => {
    textNode.replace(
      $createImageNode({
        src: match[2] ?? "",
        alt: match[1] ?? "",
        caption: (match[3] ?? "").replace(/\\(.)/g, "$1"),
        inline: true,
      }),
    );
  },
  trigger: ")",
  type: "text-match",
};

/**
 * The typing shortcuts (MarkdownShortcutPlugin) of decision 0122. Underscore italics come before
 * star italics, so a format written back by Lexical uses `_x_`, and `*x*` is still read as italic.
 * The image rule comes before the link rule, which would otherwise take `[alt](src)` out of it.
 */
export const MARKDOWN_TRANSFORMERS: Array<Transformer> = [
  HORIZONTAL_RULE,
  HEADING_H2_TO_H4,
  QUOTE,
  UNORDERED_LIST,
  ORDERED_LIST,
  CODE,
  IMAGE,
  LINK,
  INLINE_CODE,
  BOLD_ITALIC_STAR,
  BOLD_STAR,
  ITALIC_UNDERSCORE,
  ITALIC_STAR,
  STRIKETHROUGH,
];
