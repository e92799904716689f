import { $insertGeneratedNodes } from "@lexical/clipboard";
import { $isCodeNode } from "@lexical/code-core";
import { $generateNodesFromDOM } from "@lexical/html";
import {
  $findMatchingParent,
  $getSelection,
  $isRangeSelection,
  $isSelectionCapturedInDecoratorInput,
  COMMAND_PRIORITY_HIGH,
  isDOMNode,
  type LexicalEditor,
  PASTE_COMMAND,
  PASTE_TAG,
} from "lexical";
import { $isEmbedPaste, insertMarkdown } from "../markdown";
import { cleanPastedHtml } from "./cleanPastedHtml";
import { looksLikeMarkdown } from "./looksLikeMarkdown";
import { $copyPastedImages, $imagesIn } from "./pastedImages";

const LEXICAL_MIME = "application/x-lexical-editor";
/** VS Code puts its syntax colouring on the clipboard as HTML; the text is what was copied. */
const CODE_EDITOR_MIME = "vscode-editor-data";

type Clipboard = Pick<DataTransfer, "getData" | "types"> & { files?: ArrayLike<File> | null };

/**
 * The editor's paste (see README.md): rich HTML is cleaned and imported (its pictures from other sites
 * then copied to this one, by the image plugin), plain text that reads as Markdown is imported as
 * Markdown, and the rest goes Lexical's way (false): its own copies, files (the image plugin's) and
 * plain prose.
 */
export function registerPaste(editor: LexicalEditor): () => void {
  return editor.registerCommand(
    PASTE_COMMAND,
    (event) => {
      const data: Clipboard | null = "clipboardData" in event ? event.clipboardData : null;
      if (!data) return false;
      // A paste into a field inside the document (an image's alt text) is the field's own.
      if (isDOMNode(event.target) && $isSelectionCapturedInDecoratorInput(event.target)) return false;
      const selection = $getSelection();
      if (selection === null) return false;
      const types = Array.from(data.types ?? []);
      if (types.includes(LEXICAL_MIME) && isOwnCopy(editor, data.getData(LEXICAL_MIME))) return false;
      const text = types.includes("text/plain") ? data.getData("text/plain") : "";
      const hasFiles = (data.files?.length ?? 0) > 0 || types.includes("Files");

      if ($isRangeSelection(selection) && $findMatchingParent(selection.anchor.getNode(), $isCodeNode)) {
        // In a code block, text is code: no formatting, no Markdown.
        if (text === "") return false;
        return handled(editor, event, () => $getSelection()?.insertRawText(text));
      }

      // A video's or a post's address alone on an empty line becomes its card (decision 0127), whatever
      // HTML came with it (a browser's address bar copies a link too).
      if (!hasFiles && text !== "" && $isEmbedPaste(text)) return markdownPasted(editor, event, text.trim());

      const html = types.includes("text/html") && !types.includes(CODE_EDITOR_MIME) ? data.getData("text/html") : "";
      if (html.trim() !== "") {
        const cleaned = cleanPastedHtml(html);
        const body = cleaned.body;
        const hasText = (body.textContent ?? "").trim() !== "";
        // A copied picture carries the file and an <img>: the image plugin uploads the file.
        if (hasFiles && !hasText) return false;
        if (hasText || body.querySelector("img, hr")) {
          const markdown = $isRangeSelection(selection) && onlyParagraphs(body) && looksLikeMarkdown(text);
          if (markdown) return markdownPasted(editor, event, text);
          return handled(editor, event, () => {
            const nodes = $generateNodesFromDOM(editor, cleaned);
            const images = $imagesIn(nodes);
            $insertGeneratedNodes(editor, nodes, $getSelection() ?? selection);
            // In the same update: the placeholders of images being copied are part of the paste's undo step.
            $copyPastedImages(editor, images, window.location.origin);
          });
        }
      }
      if (hasFiles) return false;
      if ($isRangeSelection(selection) && looksLikeMarkdown(text)) return markdownPasted(editor, event, text);
      return false;
    },
    COMMAND_PRIORITY_HIGH,
  );
}

/** Markdown-looking text, read as a body is read, once the Markdown engine is here (insertMarkdown). */
function markdownPasted(editor: LexicalEditor, event: Event, text: string): true {
  event.preventDefault();
  insertMarkdown(editor, normalizeLines(text), { tag: PASTE_TAG });
  return true;
}

function handled(editor: LexicalEditor, event: Event, insert: () => void): true {
  event.preventDefault();
  // Its own undo step, as Lexical's own paste is.
  editor.update(insert, { tag: PASTE_TAG });
  return true;
}

/** A copy from this very editor (same namespace) keeps its nodes exactly through Lexical's own JSON. */
function isOwnCopy(editor: LexicalEditor, json: string): boolean {
  try {
    const payload: unknown = JSON.parse(json);
    return (
      typeof payload === "object" &&
      payload !== null &&
      (payload as { namespace?: unknown }).namespace === editor._config.namespace
    );
  } catch {
    return false;
  }
}

/**
 * HTML that says no more than "these are lines" (a text area, a plain-text page, a chat) defers to its
 * plain text when that reads as Markdown: `## Title` there was meant as a heading.
 */
function onlyParagraphs(body: HTMLElement): boolean {
  return body.querySelector(":not(p):not(br)") === null;
}

function normalizeLines(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}
