import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMExportOutput,
  type LexicalNode,
  type LexicalUpdateJSON,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from "lexical";
import type { JSX } from "react";
import { UploadingImage } from "./UploadingImage";

export type SerializedUploadingImageNode = Spread<{ uploadId: string; name: string }, SerializedLexicalNode>;

/**
 * Where an image being uploaded will go: a block showing the local preview and the progress. It is
 * no part of the post: its text is empty, so the Markdown export leaves nothing for it (a block with
 * no text is skipped), and the HTML copied from it is nothing. On success ImagePlugin replaces it with
 * an ImageNode holding the server's URL; on failure it is removed.
 */
export class UploadingImageNode extends DecoratorNode<JSX.Element> {
  __uploadId: string;
  __name: string;

  static override getType(): string {
    return "inkwell-uploading-image";
  }

  static override clone(node: UploadingImageNode): UploadingImageNode {
    return new UploadingImageNode(node.__uploadId, node.__name, node.__key);
  }

  static override importJSON(serialized: SerializedUploadingImageNode): UploadingImageNode {
    return $createUploadingImageNode(serialized.uploadId, serialized.name).updateFromJSON(serialized);
  }

  constructor(uploadId = "", name = "", key?: NodeKey) {
    super(key);
    this.__uploadId = uploadId;
    this.__name = name;
  }

  override updateFromJSON(serialized: LexicalUpdateJSON<SerializedUploadingImageNode>): this {
    return super.updateFromJSON(serialized);
  }

  override exportJSON(): SerializedUploadingImageNode {
    return { ...super.exportJSON(), uploadId: this.__uploadId, name: this.__name };
  }

  override exportDOM(): DOMExportOutput {
    return { element: null };
  }

  override createDOM(): HTMLElement {
    const element = document.createElement("div");
    element.className = "inkwell-image-uploading";
    return element;
  }

  override updateDOM(): boolean {
    return false;
  }

  override isInline(): false {
    return false;
  }

  override getTextContent(): string {
    return "";
  }

  getUploadId(): string {
    return this.getLatest().__uploadId;
  }

  override decorate(): JSX.Element {
    return <UploadingImage uploadId={this.__uploadId} name={this.__name} />;
  }
}

export function $createUploadingImageNode(uploadId: string, name: string): UploadingImageNode {
  return $applyNodeReplacement(new UploadingImageNode(uploadId, name));
}

export function $isUploadingImageNode(node: LexicalNode | null | undefined): node is UploadingImageNode {
  return node instanceof UploadingImageNode;
}
