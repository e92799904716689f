import { CodeNode } from "@lexical/code-core";
import { AutoLinkNode, LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
// The React flavour is the one @lexical/react's HorizontalRulePlugin creates; @lexical/extension's
// own is not a direct dependency of ours.
import { HorizontalRuleNode } from "@lexical/react/LexicalHorizontalRuleNode";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import type { Klass, LexicalNode } from "lexical";
import { EmbedNode } from "./EmbedNode";
import { ImageNode } from "./ImageNode";
import { MarkdownBlockNode } from "./MarkdownBlockNode";

/** Every node a post body can hold; the editor must be created with all of them. */
export const EDITOR_NODES: Array<Klass<LexicalNode>> = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  CodeNode,
  LinkNode,
  AutoLinkNode,
  HorizontalRuleNode,
  ImageNode,
  MarkdownBlockNode,
  EmbedNode,
];
