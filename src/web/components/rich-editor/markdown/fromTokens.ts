import type { Env, MarkdownIt, Token } from "markdown-it";
import { embedSummaryOf } from "./embedSummary";
import {
  type Block,
  BOLD,
  type Break,
  CODE,
  type EmphasisHint,
  type Inline,
  ITALIC,
  type Link,
  type List,
  type ListItem,
  STRIKETHROUGH,
} from "./ir";
import { pushInline } from "./normalize";

/** A token with the tokens between it and its closing token, as a tree. */
type Tree = { token: Token; children: Tree[] };

function treeOf(tokens: Token[]): Tree[] {
  const roots: Tree[] = [];
  const stack: Tree[] = [];
  for (const token of tokens) {
    if (token.nesting === -1) {
      stack.pop();
      continue;
    }
    const node: Tree = { token, children: [] };
    (stack[stack.length - 1]?.children ?? roots).push(node);
    if (token.nesting === 1) stack.push(node);
  }
  return roots;
}

/** Raw HTML stays text (the renderer has html off), but it reads as HTML: it is kept as Markdown. */
const HTML_START = /^ {0,3}<(?:[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)|\/[A-Za-z]|!--|\?|![A-Za-z]|!\[CDATA\[)/;

export type TokenContext = { md: MarkdownIt; env: Env; lines: readonly string[] };

/**
 * The block that one top-level block's tokens describe, or null when the editor has no faithful
 * form for it (a table, indented code, a quote of several paragraphs, a list item holding more than
 * a line of text and a sublist…). The import then keeps it as Markdown.
 */
export function blockFromTokens(tokens: Token[], source: string, context: TokenContext): Block | null {
  const [tree] = treeOf(tokens);
  if (!tree || treeOf(tokens).length !== 1) return null;
  const { token } = tree;
  switch (token.type) {
    case "paragraph_open": {
      if (HTML_START.test(source)) return null;
      const inline = inlineOf(tree);
      if (!inline) return null;
      const hint: EmphasisHint = {};
      const inlines = inlinesFrom(inline, context, hint);
      if (!inlines) return null;
      const [only] = inlines;
      if (inlines.length === 1 && only?.kind === "image") return { ...only, kind: "image" };
      const embed = embedSummaryOf(inline);
      return embed ? { kind: "paragraph", inlines, hint, embed } : { kind: "paragraph", inlines, hint };
    }
    case "heading_open": {
      const inline = inlineOf(tree);
      const hint: EmphasisHint & { underline?: string } = {};
      const inlines = inline ? inlinesFrom(inline, context, hint) : [];
      if (!inlines) return null;
      if (token.markup === "=" || token.markup === "-")
        hint.underline = source
          .split(/\r\n|\r|\n/)
          .pop()
          ?.trim();
      return { kind: "heading", level: Number(token.tag.slice(1)), inlines, hint };
    }
    case "blockquote_open": {
      if (tree.children.length === 0) return { kind: "quote", inlines: [] };
      const [paragraph] = tree.children;
      if (tree.children.length !== 1 || paragraph?.token.type !== "paragraph_open") return null;
      const inline = inlineOf(paragraph);
      const hint: EmphasisHint = {};
      const inlines = inline ? inlinesFrom(inline, context, hint) : null;
      return inlines ? { kind: "quote", inlines, hint } : null;
    }
    case "bullet_list_open":
    case "ordered_list_open":
      return listFrom(tree, context);
    case "fence": {
      const info = token.info.trim();
      return {
        kind: "code",
        language: info.split(/\s+/)[0] ?? "",
        text: token.content.endsWith("\n") ? token.content.slice(0, -1) : token.content,
        hint: { fence: token.markup, info },
      };
    }
    case "hr":
      return { kind: "rule", hint: { line: source.trim() } };
    default:
      return null;
  }
}

function inlineOf(tree: Tree): Token | undefined {
  const [inline] = tree.children;
  return tree.children.length === 1 && inline?.token.type === "inline" ? inline.token : undefined;
}

function listFrom(tree: Tree, context: TokenContext): List | null {
  const { token } = tree;
  const ordered = token.type === "ordered_list_open";
  const items: ListItem[] = [];
  let loose = false;
  const hint: List["hint"] & EmphasisHint = { delimiter: token.markup };
  const firstLine = token.map ? context.lines[token.map[0]] : undefined;
  const indent = firstLine?.match(/^ */)?.[0].length;
  if (indent !== undefined) hint.indent = indent;
  for (const itemTree of tree.children) {
    const item = itemTree.token;
    let inlines: Inline[] = [];
    let list: List | null = null;
    const parts = itemTree.children;
    let position = 0;
    const first = parts[0];
    if (first?.token.type === "paragraph_open") {
      if (!first.token.hidden) loose = true;
      const inline = inlineOf(first);
      const read = inline ? inlinesFrom(inline, context, hint) : null;
      if (!read) return null;
      inlines = read;
      position = 1;
    }
    const nested = parts[position];
    if (nested && (nested.token.type === "bullet_list_open" || nested.token.type === "ordered_list_open")) {
      list = listFrom(nested, context);
      if (!list) return null;
      position++;
    }
    if (position !== parts.length) return null;
    items.push({ inlines, list, hint: { marker: markerOf(item, context.lines) } });
  }
  const start = ordered ? Number(tree.children[0]?.token.info || 1) : 1;
  return { kind: "list", ordered, start, loose, items, hint };
}

/** The item's marker and the spaces after it, as written (`1.  `), so a rewritten item keeps them. */
function markerOf(item: Token, lines: readonly string[]): string | undefined {
  const line = item.map ? lines[item.map[0]] : undefined;
  const written = line?.match(/^ *(\d{1,9}[.)]|[-*+])( {1,4}(?=\S)|(?= *$))/);
  return written ? `${written[1]}${written[2]}` : undefined;
}

/**
 * The inline content of a paragraph, heading, quote or list item. Null when it holds something the
 * editor has no form for. Records in `hint` which emphasis delimiters the source used.
 */
export function inlinesFrom(inline: Token, context: TokenContext, hint: EmphasisHint): Inline[] | null {
  const out: Inline[] = [];
  let target = out;
  let bold = 0;
  let italic = 0;
  let strike = 0;
  let autolink: { url: string; text: string; format: number } | null = null;
  const format = () => (bold > 0 ? BOLD : 0) | (italic > 0 ? ITALIC : 0) | (strike > 0 ? STRIKETHROUGH : 0);

  // What ended each line and began the next, when each break can be matched to a line of the source.
  const sourceLines = inline.content.split("\n");
  const children = inline.children ?? [];
  const breakCount = children.filter((child) => child.type === "softbreak" || child.type === "hardbreak").length;
  const lineHints = breakCount === sourceLines.length - 1;
  let breakIndex = 0;

  for (const child of children) {
    switch (child.type) {
      case "text":
        if (autolink) autolink.text += child.content;
        else pushInline(target, { kind: "text", text: child.content, format: format() });
        break;
      case "code_inline":
        if (autolink) return null;
        pushInline(target, { kind: "text", text: child.content, format: format() | CODE });
        break;
      case "softbreak":
      case "hardbreak": {
        if (autolink) return null;
        const item: Break = { kind: "break" };
        if (lineHints) {
          const before = sourceLines[breakIndex] ?? "";
          const after = sourceLines[breakIndex + 1] ?? "";
          item.hint = { end: before.match(/(?: {2,}|\\)$/)?.[0] ?? "", indent: after.match(/^[ \t]*/)?.[0] ?? "" };
        }
        breakIndex++;
        target.push(item);
        break;
      }
      case "em_open":
        italic++;
        hint.em ??= child.markup === "*" ? "*" : "_";
        break;
      case "em_close":
        italic--;
        break;
      case "strong_open":
        bold++;
        hint.strong ??= child.markup === "__" ? "__" : "**";
        break;
      case "strong_close":
        bold--;
        break;
      case "s_open":
        strike++;
        break;
      case "s_close":
        strike--;
        break;
      case "link_open": {
        if (target !== out) return null;
        // markdown-it percent-encodes destinations; the editor keeps them as a writer reads them.
        const url = context.md.normalizeLinkText(String(child.attrGet("href") ?? ""));
        if (child.markup === "linkify") autolink = { url, text: "", format: format() };
        else {
          const link: Link = { kind: "link", url, title: String(child.attrGet("title") ?? ""), children: [] };
          out.push(link);
          target = link.children;
        }
        break;
      }
      case "link_close":
        if (autolink) {
          out.push({ kind: "autolink", ...autolink });
          autolink = null;
        }
        target = out;
        break;
      case "image": {
        const alt = context.md.renderer.renderInlineAsText(child.children ?? [], context.md.options, context.env);
        target.push({
          kind: "image",
          src: context.md.normalizeLinkText(String(child.attrGet("src") ?? "")),
          alt,
          title: String(child.attrGet("title") ?? ""),
        });
        break;
      }
      default:
        return null;
    }
  }
  return out;
}
