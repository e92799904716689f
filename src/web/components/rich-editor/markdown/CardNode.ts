import {
  $getNodeByKey,
  DecoratorNode,
  type LexicalEditor,
  type LexicalUpdateJSON,
  type SerializedLexicalNode,
  type Spread,
} from "lexical";
import type { JSX } from "react";

/** A card node's JSON: its own fields over Lexical's. */
export type SerializedCardNode<Fields> = Spread<Fields, SerializedLexicalNode>;

/**
 * What the editor's cards (an embed, a Markdown block, an image, an image on its way) have in common: a
 * React card in a wrapper Lexical keeps while React redraws what is inside it, and a block of its own; a
 * card may say otherwise on either. Here in markdown/, which images/ already imports, so
 * markdown/ takes nothing more from images/. Each card still declares its own static getType, clone and
 * importJSON: Lexical reads them off the class it registers.
 */
export abstract class CardNode<Serialized extends SerializedLexicalNode> extends DecoratorNode<JSX.Element> {
  /** The wrapper's class, which the editor's styles and tests know the card by. */
  protected abstract cardClass(): string;

  // Narrows the JSON importJSON hands over to the card's own; Lexical's default reads the rest.
  override updateFromJSON(serialized: LexicalUpdateJSON<Serialized>): this {
    return super.updateFromJSON(serialized);
  }

  override createDOM(): HTMLElement {
    const element = document.createElement(this.isInline() ? "span" : "div");
    element.className = this.cardClass();
    return element;
  }

  override updateDOM(_previous: unknown): boolean {
    return false;
  }

  override isInline(): boolean {
    return false;
  }

  /**
   * Changes the card from its React part, on the node as the editor holds it by then (the one that drew
   * the card may be an older version), and only while the card is still in the document.
   */
  protected changeInEditor(editor: LexicalEditor, change: (node: this) => void): void {
    const key = this.__key;
    const kind = this.constructor;
    editor.update(() => {
      const node = $getNodeByKey(key);
      if (node instanceof kind) change(node as this);
    });
  }
}
