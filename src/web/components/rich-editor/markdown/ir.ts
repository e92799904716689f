import type { Embed } from "@shared/embeds";

/**
 * The post body between Markdown and Lexical: both directions go through it, so what the editor
 * holds can be compared with what its Markdown reads back as. `hint` fields record how the source
 * spelt something (a list marker, a fence) so a rewritten block keeps its spelling; they never
 * change what a reader sees, and comparisons ignore them.
 */

/** Lexical's TextNode format bits for the formats Markdown has; any other bit is dropped. */
export const BOLD = 1;
export const ITALIC = 2;
export const STRIKETHROUGH = 4;
export const CODE = 16;
export const MARKDOWN_FORMATS = BOLD | ITALIC | STRIKETHROUGH | CODE;

export type Text = { kind: "text"; text: string; format: number };
/** A line break inside a block; `hint` is what ended the line (`"  "`, `"\\"` or nothing) and what began the next. */
export type Break = { kind: "break"; hint?: { end: string; indent: string } };
export type Link = { kind: "link"; url: string; title: string; children: Inline[] };
/** A bare URL or address that the renderer turns into a link by itself (linkify). */
export type AutoLink = { kind: "autolink"; url: string; text: string; format: number };
export type Image = { kind: "image"; src: string; alt: string; title: string };
export type Inline = Text | Break | Link | AutoLink | Image;

/** Which delimiters the source used for emphasis; new text gets `_` and `**` (decision 0122). */
export type EmphasisHint = { em?: "*" | "_"; strong?: "**" | "__" };

/**
 * What the card of an embeddable link shows (decision 0127): who it comes from (`label`: "YouTube
 * video", "Post on mastodon.social"), the address and the link's text. Kept so that drawing, copying
 * and saving the card never need the Markdown engine that recognised it.
 */
export type EmbedSummary = { provider: Embed["provider"]; label: string; href: string; text: string };

/**
 * `embed` is set when the paragraph is one link that readers get as an embed card (fromTokens.ts): the
 * editor shows it as a card too. It is how the paragraph is shown, not what it holds, so shapes ignore it.
 */
export type Paragraph = { kind: "paragraph"; inlines: Inline[]; hint?: EmphasisHint; embed?: EmbedSummary };
export type Heading = {
  kind: "heading";
  level: number;
  inlines: Inline[];
  hint?: EmphasisHint & { underline?: string };
};
export type Quote = { kind: "quote"; inlines: Inline[]; hint?: EmphasisHint };
export type ListItem = { inlines: Inline[]; list: List | null; hint?: { marker?: string } };
export type List = {
  kind: "list";
  ordered: boolean;
  start: number;
  /** Items apart by blank lines, their text in paragraphs. */
  loose: boolean;
  items: ListItem[];
  /** `delimiter` is `-`, `*`, `+`, `.` or `)`; `indent` is where a nested list's markers stood. */
  hint?: EmphasisHint & { delimiter?: string; indent?: number };
};
export type Code = { kind: "code"; language: string; text: string; hint?: { fence?: string; info?: string } };
export type Rule = { kind: "rule"; hint?: { line?: string } };
export type BlockImage = { kind: "image"; src: string; alt: string; title: string };
/** Markdown kept as written: the editor shows it as source and saves it unchanged. */
export type Source = { kind: "markdown"; source: string };
export type Block = Paragraph | Heading | Quote | List | Code | Rule | BlockImage | Source;

/**
 * The block as a reader sees it: hints and embed cards dropped (the renderer draws the card from the
 * link itself), bare URLs as the text they are, and neighbouring text of one format joined. Two blocks
 * with the same shape render the same.
 */
export function shapeOf(block: Block): string {
  // A paragraph holding only an image is the image's block, whichever way it was made.
  const [only] = block.kind === "paragraph" ? block.inlines : [];
  const canonical: Block =
    block.kind === "paragraph" && block.inlines.length === 1 && only?.kind === "image" ? only : block;
  return JSON.stringify(canonical, (key, value) => {
    if (key === "hint" || key === "embed") return undefined;
    if (key === "inlines" || key === "children") return flattenAutoLinks(value as Inline[]);
    return value;
  });
}

/**
 * Bare URLs as text, and white space outside formats: Markdown cannot put a space at the edge of a
 * bold run (`**a **` does not close), so where a space's format ends is not part of what is seen.
 */
function flattenAutoLinks(inlines: Inline[]): Inline[] {
  const out: Inline[] = [];
  const push = (text: string, format: number) => {
    const last = out[out.length - 1];
    if (last?.kind === "text" && last.format === format) out[out.length - 1] = { ...last, text: last.text + text };
    else out.push({ kind: "text", text, format });
  };
  for (const inline of inlines) {
    if (inline.kind !== "text" && inline.kind !== "autolink") {
      out.push(inline);
      continue;
    }
    if (inline.format & CODE) {
      push(inline.text, inline.format);
      continue;
    }
    for (const part of inline.text.split(/(\s+)/)) if (part) push(part, /^\s/.test(part) ? 0 : inline.format);
  }
  return out;
}
