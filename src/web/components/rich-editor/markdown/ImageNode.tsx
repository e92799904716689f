import {
  $applyNodeReplacement,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
} from "lexical";
import type { JSX } from "react";
import { ImageCard as ImageFigure } from "../images/ImageCard";
import { CardNode, type SerializedCardNode } from "./CardNode";

export type ImagePayload = {
  src: string;
  alt?: string;
  /** The image's Markdown title, shown as the figure's caption: `![alt](src "caption")` (decision 0122). */
  caption?: string;
  /** Inside a line of text rather than a block of its own. */
  inline?: boolean;
};

export type SerializedImageNode = SerializedCardNode<{ src: string; alt: string; caption: string; inline: boolean }>;

/** An image: a block of its own (a figure) when it stood alone in its paragraph, else inside the text. */
export class ImageNode extends CardNode<SerializedImageNode> {
  __src: string;
  __alt: string;
  __caption: string;
  __inline: boolean;

  static override getType(): string {
    return "image";
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(
      { src: node.__src, alt: node.__alt, caption: node.__caption, inline: node.__inline },
      node.__key,
    );
  }

  static override importJSON(serialized: SerializedImageNode): ImageNode {
    return $createImageNode(serialized).updateFromJSON(serialized);
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      img: () => ({
        conversion: (element) => {
          const img = element as HTMLImageElement;
          const src = img.getAttribute("src");
          if (!src) return null;
          return { node: $createImageNode({ src, alt: img.alt, caption: img.title, inline: true }) };
        },
        priority: 0,
      }),
    };
  }

  constructor(payload: ImagePayload = { src: "" }, key?: NodeKey) {
    super(key);
    this.__src = payload.src;
    this.__alt = payload.alt ?? "";
    this.__caption = payload.caption ?? "";
    this.__inline = payload.inline ?? false;
  }

  override exportJSON(): SerializedImageNode {
    return {
      ...super.exportJSON(),
      src: this.__src,
      alt: this.__alt,
      caption: this.__caption,
      inline: this.__inline,
    };
  }

  override exportDOM(): DOMExportOutput {
    const img = document.createElement("img");
    img.src = this.__src;
    img.alt = this.__alt;
    if (this.__caption) img.title = this.__caption;
    return { element: img };
  }

  protected override cardClass(): string {
    return this.__inline ? "inkwell-image-inline" : "inkwell-image";
  }

  override updateDOM(previous: ImageNode): boolean {
    // The wrapper's tag depends on it; everything else is React's to redraw.
    return previous.__inline !== this.__inline;
  }

  override isInline(): boolean {
    return this.__inline;
  }

  override getTextContent(): string {
    return this.__inline ? this.getLatest().__alt : "";
  }

  getSrc(): string {
    return this.getLatest().__src;
  }

  getAlt(): string {
    return this.getLatest().__alt;
  }

  getCaption(): string {
    return this.getLatest().__caption;
  }

  setImage(payload: Partial<ImagePayload>): this {
    const writable = this.getWritable();
    if (payload.src !== undefined) writable.__src = payload.src;
    if (payload.alt !== undefined) writable.__alt = payload.alt;
    if (payload.caption !== undefined) writable.__caption = payload.caption;
    if (payload.inline !== undefined) writable.__inline = payload.inline;
    return writable;
  }

  override decorate(): JSX.Element {
    return <ImageFigure src={this.__src} alt={this.__alt} caption={this.__caption} inline={this.__inline} />;
  }
}

export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
