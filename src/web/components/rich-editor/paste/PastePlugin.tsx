import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useEffect } from "react";
import { registerPaste } from "./registerPaste";

/**
 * Paste from Google Docs, Word and web pages keeping headings, lists, links, bold, italic and images,
 * and plain text that reads as Markdown as formatted text. Mount it inside the LexicalComposer.
 */
export function PastePlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerPaste(editor), [editor]);
  return null;
}
