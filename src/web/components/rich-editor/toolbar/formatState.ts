import { $isCodeNode } from "@lexical/code-core";
import { $isLinkNode } from "@lexical/link";
import { $isListNode, ListNode } from "@lexical/list";
import { $isHeadingNode, $isQuoteNode } from "@lexical/rich-text";
import { $getNearestNodeOfType } from "@lexical/utils";
import { $findMatchingParent, $getSelection, $isRangeSelection, $isRootOrShadowRoot, type NodeKey } from "lexical";

/** The kinds of block the toolbar can make; "paragraph" for anything else. */
export type BlockType = "paragraph" | "h2" | "h3" | "h4" | "quote" | "bullet" | "number" | "code";

/** What the toolbar shows as pressed, read from where the caret is. */
export type FormatState = {
  bold: boolean;
  italic: boolean;
  code: boolean;
  link: boolean;
  block: BlockType;
  /** The code block the caret is in, for the language field. */
  codeKey: NodeKey | null;
  codeLanguage: string;
};

export const NO_FORMAT: FormatState = {
  bold: false,
  italic: false,
  code: false,
  link: false,
  block: "paragraph",
  codeKey: null,
  codeLanguage: "",
};

const HEADINGS = new Set(["h2", "h3", "h4"]);

/** The caret's formats, or null when there is no text selection (focus is elsewhere, an image is picked). */
export function $readFormatState(): FormatState | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  const anchor = selection.anchor.getNode();
  const top = $isRootOrShadowRoot(anchor)
    ? anchor
    : ($findMatchingParent(anchor, (node) => {
        const parent = node.getParent();
        return parent !== null && $isRootOrShadowRoot(parent);
      }) ?? anchor);
  let block: BlockType = "paragraph";
  let codeKey: NodeKey | null = null;
  let codeLanguage = "";
  const list = $getNearestNodeOfType(anchor, ListNode);
  if ($isListNode(list)) block = list.getListType() === "number" ? "number" : "bullet";
  else if ($isHeadingNode(top) && HEADINGS.has(top.getTag())) block = top.getTag() as BlockType;
  else if ($isQuoteNode(top)) block = "quote";
  else if ($isCodeNode(top)) {
    block = "code";
    codeKey = top.getKey();
    codeLanguage = top.getLanguage() ?? "";
  }
  const inLink = (node: ReturnType<typeof selection.focus.getNode>) =>
    $isLinkNode(node) || $findMatchingParent(node, $isLinkNode) !== null;
  return {
    bold: selection.hasFormat("bold"),
    italic: selection.hasFormat("italic"),
    code: selection.hasFormat("code"),
    link: inLink(anchor) || inLink(selection.focus.getNode()),
    block,
    codeKey,
    codeLanguage,
  };
}

export function sameFormat(a: FormatState, b: FormatState): boolean {
  return (
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.code === b.code &&
    a.link === b.link &&
    a.block === b.block &&
    a.codeKey === b.codeKey &&
    a.codeLanguage === b.codeLanguage
  );
}
