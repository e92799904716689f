import {
  $applyNodeReplacement,
  type DOMExportOutput,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
} from "lexical";
import type { JSX } from "react";
import { CardNode, type SerializedCardNode } from "./CardNode";
import { EmbedCard } from "./EmbedCard";
import { $paragraphNode } from "./inlineNodes";
import type { EmbedSummary, Inline, Paragraph } from "./ir";

export type EmbedPayload = {
  /** What the card shows, as the renderer's card shows it (embedSummary.ts). */
  summary: EmbedSummary;
  /** The paragraph's content as read: the link, and any blank text beside it. */
  inlines: Inline[];
};

export type SerializedEmbedNode = SerializedCardNode<EmbedPayload>;

/**
 * A link that stands alone on its line and that readers get as a click-to-load embed card (decision
 * 0123), drawn as a card in the editor too (decision 0127). It is still that paragraph: it keeps the
 * paragraph's content and gives it back whole ($nodeToBlock), so it is saved as the plain link it was.
 * It keeps what the card shows as well, so drawing, copying and saving never need the Markdown engine
 * that recognised it. Nothing is loaded from the provider here. No emphasis can be in such a paragraph
 * (the renderer's test allows only the link), so there is no spelling hint to keep.
 */
export class EmbedNode extends CardNode<SerializedEmbedNode> {
  __summary: EmbedSummary;
  __inlines: Inline[];

  static override getType(): string {
    return "embed";
  }

  static override clone(node: EmbedNode): EmbedNode {
    return new EmbedNode({ summary: node.__summary, inlines: node.__inlines }, node.__key);
  }

  static override importJSON(serialized: SerializedEmbedNode): EmbedNode {
    return $createEmbedNode(serialized).updateFromJSON(serialized);
  }

  constructor(payload?: EmbedPayload, key?: NodeKey) {
    super(key);
    this.__summary = payload?.summary ?? { provider: "youtube", label: "", href: "", text: "" };
    this.__inlines = payload?.inlines ?? [];
  }

  override exportJSON(): SerializedEmbedNode {
    return { ...super.exportJSON(), summary: this.__summary, inlines: this.__inlines };
  }

  /** Copied out of the editor, it is what it stands for: a paragraph with the link. */
  override exportDOM(): DOMExportOutput {
    const paragraph = document.createElement("p");
    const link = document.createElement("a");
    link.href = this.__summary.href;
    link.textContent = this.__summary.text;
    paragraph.append(link);
    return { element: paragraph };
  }

  protected override cardClass(): string {
    return "inkwell-embed";
  }

  /** The link's text: a bare link's words count (decision 0123), and a plain-text copy gives the address. */
  override getTextContent(): string {
    return this.getLatest().__summary.text;
  }

  getSummary(): EmbedSummary {
    return this.getLatest().__summary;
  }

  /** The paragraph this card stands for, as the Markdown reader read it. */
  getParagraph(): Paragraph {
    const { __summary: embed, __inlines: inlines } = this.getLatest();
    return { kind: "paragraph", inlines, embed };
  }

  /** Puts the plain link back in the card's place, the caret after it, and returns that paragraph. */
  $showAsLink(): LexicalNode {
    const paragraph = $paragraphNode({ inlines: this.getLatest().__inlines });
    this.replace(paragraph);
    paragraph.selectEnd();
    return paragraph;
  }

  override decorate(editor: LexicalEditor): JSX.Element {
    const showAsLink = () => this.changeInEditor(editor, (node) => node.$showAsLink());
    return <EmbedCard nodeKey={this.__key} summary={this.__summary} onShowAsLink={showAsLink} />;
  }
}

export function $createEmbedNode(payload: EmbedPayload): EmbedNode {
  return $applyNodeReplacement(new EmbedNode(payload));
}

export function $isEmbedNode(node: LexicalNode | null | undefined): node is EmbedNode {
  return node instanceof EmbedNode;
}
