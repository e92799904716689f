import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import {
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_HIGH,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  KEY_DOWN_COMMAND,
  mergeRegister,
  REDO_COMMAND,
  type TextFormatType,
  UNDO_COMMAND,
} from "lexical";
import { useEffect } from "react";
import { useAnnounce } from "../announce";

/** The inline formats Markdown can store, by the name the live region says. */
const KEPT_FORMATS: Partial<Record<TextFormatType, string>> = {
  bold: "Bold",
  italic: "Italic",
  code: "Inline code",
  strikethrough: "Strikethrough",
};

/**
 * Keyboard shortcuts beyond Lexical's own (which give Ctrl/Cmd+B, I, Z, Shift+Z and Ctrl+Y), and what
 * every format change says out loud, whether it came from a key or the toolbar:
 * - Ctrl/Cmd+K opens the link field;
 * - formats Markdown cannot keep (Ctrl+U's underline) are refused rather than lost on save.
 */
export function ShortcutsPlugin({ onLink }: { onLink: () => void }) {
  const [editor] = useLexicalComposerContext();
  const announce = useAnnounce();
  useEffect(() => {
    let canUndo = false;
    let canRedo = false;
    return mergeRegister(
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          const mod = event.ctrlKey || event.metaKey;
          if (!mod || event.altKey || event.shiftKey || event.key.toLowerCase() !== "k") return false;
          event.preventDefault();
          onLink();
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerCommand(
        FORMAT_TEXT_COMMAND,
        (format) => {
          const name = KEPT_FORMATS[format];
          if (!name) {
            announce(`${format[0]?.toUpperCase()}${format.slice(1)} is not available: Markdown cannot keep it`);
            return true;
          }
          const selection = $getSelection();
          if ($isRangeSelection(selection)) announce(`${name} ${selection.hasFormat(format) ? "off" : "on"}`);
          return false;
        },
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerCommand(
        CAN_UNDO_COMMAND,
        (payload) => {
          canUndo = payload;
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        CAN_REDO_COMMAND,
        (payload) => {
          canRedo = payload;
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        UNDO_COMMAND,
        () => {
          if (canUndo) announce("Undone");
          return false;
        },
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerCommand(
        REDO_COMMAND,
        () => {
          if (canRedo) announce("Redone");
          return false;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    );
  }, [editor, announce, onLink]);
  return null;
}
