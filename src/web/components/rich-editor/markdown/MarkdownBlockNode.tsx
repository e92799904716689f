import {
  $applyNodeReplacement,
  type DOMExportOutput,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
} from "lexical";
import type { JSX } from "react";
import { CardNode, type SerializedCardNode } from "./CardNode";
import { MarkdownBlockCard } from "./MarkdownBlockCard";

export type SerializedMarkdownBlockNode = SerializedCardNode<{ source: string }>;

/**
 * Markdown the editor keeps as source text: it is shown and edited as Markdown, and saved exactly as
 * it reads. Nothing inside it is interpreted by the editor, so nothing inside it can be damaged.
 */
export class MarkdownBlockNode extends CardNode<SerializedMarkdownBlockNode> {
  __source: string;

  static override getType(): string {
    return "markdown-block";
  }

  static override clone(node: MarkdownBlockNode): MarkdownBlockNode {
    return new MarkdownBlockNode(node.__source, node.__key);
  }

  static override importJSON(serialized: SerializedMarkdownBlockNode): MarkdownBlockNode {
    return $createMarkdownBlockNode(serialized.source).updateFromJSON(serialized);
  }

  constructor(source = "", key?: NodeKey) {
    super(key);
    this.__source = source;
  }

  override exportJSON(): SerializedMarkdownBlockNode {
    return { ...super.exportJSON(), source: this.__source };
  }

  override exportDOM(): DOMExportOutput {
    const pre = document.createElement("pre");
    pre.textContent = this.__source;
    return { element: pre };
  }

  protected override cardClass(): string {
    return "inkwell-markdown-block";
  }

  override getTextContent(): string {
    return this.getLatest().__source;
  }

  getSource(): string {
    return this.getLatest().__source;
  }

  setSource(source: string): this {
    const writable = this.getWritable();
    writable.__source = source;
    return writable;
  }

  override decorate(editor: LexicalEditor): JSX.Element {
    const onChange = (source: string) => this.changeInEditor(editor, (node) => node.setSource(source));
    return <MarkdownBlockCard source={this.__source} onChange={onChange} />;
  }
}

export function $createMarkdownBlockNode(source: string): MarkdownBlockNode {
  return $applyNodeReplacement(new MarkdownBlockNode(source));
}

export function $isMarkdownBlockNode(node: LexicalNode | null | undefined): node is MarkdownBlockNode {
  return node instanceof MarkdownBlockNode;
}
