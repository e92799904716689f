import { $isCodeNode } from "@lexical/code-core";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import {
  $findMatchingParent,
  $getSelection,
  $isRangeSelection,
  BEFORE_INPUT_COMMAND,
  COMMAND_PRIORITY_HIGH,
} from "lexical";
import { useEffect } from "react";
import { insertMarkdown } from "../markdown";

/**
 * Text of several lines arriving in one input event (dictation, a text expander, a password manager's
 * or a browser's autofill, a test's `fill`) is read as Markdown, as a plain-text paste of Markdown is
 * (paste/): `## Title` becomes a heading, not a paragraph of hash marks that would be saved escaped.
 * In a code block text stays code. Keys typed one by one go Lexical's way, through the Markdown
 * shortcuts; pastes are paste/'s.
 */
export function MultilineInputPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        BEFORE_INPUT_COMMAND,
        (event) => {
          const text = event.data;
          if (event.inputType !== "insertText" || !text || !/[\r\n]/u.test(text) || text.trim() === "") return false;
          const selection = $getSelection();
          if (!$isRangeSelection(selection) || $findMatchingParent(selection.anchor.getNode(), $isCodeNode))
            return false;
          event.preventDefault();
          const markdown = text.replace(/\r\n?/gu, "\n");
          insertMarkdown(editor, markdown);
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}
