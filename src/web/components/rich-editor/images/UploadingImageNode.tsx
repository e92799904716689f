import { $applyNodeReplacement, type DOMExportOutput, type LexicalNode, type NodeKey } from "lexical";
import type { JSX } from "react";
import { CardNode, type SerializedCardNode } from "../markdown/CardNode";
import type { ImagePayload } from "../markdown/ImageNode";
import { isDataImage } from "./dataImage";
import { UploadingImage, type UploadKind } from "./UploadingImage";

/** A pasted image being copied to this site: the image as pasted, put back if the copy fails. */
export type CopiedImage = Required<ImagePayload>;

export type SerializedUploadingImageNode = SerializedCardNode<{
  uploadId: string;
  name: string;
  original?: CopiedImage;
}>;

/**
 * Where an image being uploaded will go: a block showing the local preview and the progress. It is
 * no part of the post: its text is empty, so the Markdown export leaves nothing for it (a block with
 * no text is skipped), and the HTML copied from it is nothing. On success ImagePlugin replaces it with
 * an ImageNode holding the server's URL; on failure it is removed.
 *
 * A pasted image being copied to this site (ImageUploader.$copy) keeps the image as pasted in
 * `original`: it lands with the site's URL and the same alt text and caption, and a failed copy puts it
 * back as it was. Such a placeholder is inline when the image was inside a line of text.
 */
export class UploadingImageNode extends CardNode<SerializedUploadingImageNode> {
  __uploadId: string;
  __name: string;
  __original: CopiedImage | null;

  static override getType(): string {
    return "inkwell-uploading-image";
  }

  static override clone(node: UploadingImageNode): UploadingImageNode {
    return new UploadingImageNode(node.__uploadId, node.__name, node.__original, node.__key);
  }

  static override importJSON(serialized: SerializedUploadingImageNode): UploadingImageNode {
    return $createUploadingImageNode(serialized.uploadId, serialized.name, serialized.original ?? null).updateFromJSON(
      serialized,
    );
  }

  constructor(uploadId = "", name = "", original: CopiedImage | null = null, key?: NodeKey) {
    super(key);
    this.__uploadId = uploadId;
    this.__name = name;
    this.__original = original;
  }

  override exportJSON(): SerializedUploadingImageNode {
    return {
      ...super.exportJSON(),
      uploadId: this.__uploadId,
      name: this.__name,
      ...(this.__original ? { original: this.__original } : {}),
    };
  }

  override exportDOM(): DOMExportOutput {
    return { element: null };
  }

  protected override cardClass(): string {
    return "inkwell-image-uploading";
  }

  override isInline(): boolean {
    return this.__original?.inline ?? false;
  }

  override getTextContent(): string {
    return "";
  }

  getUploadId(): string {
    return this.getLatest().__uploadId;
  }

  /** The pasted image this placeholder copies, or null for a file being uploaded. */
  getOriginal(): CopiedImage | null {
    return this.getLatest().__original;
  }

  override decorate(): JSX.Element {
    const original = this.__original;
    const kind: UploadKind = !original
      ? "file"
      : original.alt
        ? "named"
        : isDataImage(original.src)
          ? "pasted"
          : "image";
    const name = original ? original.alt : this.__name;
    return <UploadingImage uploadId={this.__uploadId} name={name} kind={kind} inline={this.isInline()} />;
  }
}

export function $createUploadingImageNode(
  uploadId: string,
  name: string,
  original: CopiedImage | null = null,
): UploadingImageNode {
  return $applyNodeReplacement(new UploadingImageNode(uploadId, name, original));
}

export function $isUploadingImageNode(node: LexicalNode | null | undefined): node is UploadingImageNode {
  return node instanceof UploadingImageNode;
}
