import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
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
import { useEffect, useRef } from "react";
import { useAnnounce } from "../announce";

/** The inline formats Markdown can store, by the name the live region says. */
const KEPT_FORMATS: Partial<Record<TextFormatType, MessageKey>> = {
  bold: "editor.toolbar.bold",
  italic: "editor.toolbar.italic",
  code: "editor.toolbar.inlineCode",
  strikethrough: "editor.format.strikethrough",
};

/** The others, refused: Markdown has no way to write them. */
const REFUSED_FORMATS: Record<Exclude<TextFormatType, "bold" | "italic" | "code" | "strikethrough">, MessageKey> = {
  underline: "editor.format.underline",
  highlight: "editor.format.highlight",
  subscript: "editor.format.subscript",
  superscript: "editor.format.superscript",
  lowercase: "editor.format.lowercase",
  uppercase: "editor.format.uppercase",
  capitalize: "editor.format.capitalize",
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
  // Through a ref: a new language must not register the commands again (their undo state would reset).
  const { t: now } = useT();
  const words = useRef(now);
  words.current = now;
  useEffect(() => {
    const t: typeof now = (key, values) => words.current(key, values);
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
          const kept = KEPT_FORMATS[format];
          if (!kept) {
            const refused = REFUSED_FORMATS[format as keyof typeof REFUSED_FORMATS];
            announce(t("editor.announce.refused", { format: t(refused) }));
            return true;
          }
          const selection = $getSelection();
          if ($isRangeSelection(selection)) {
            const on = !selection.hasFormat(format);
            announce(t(on ? "editor.announce.on" : "editor.announce.off", { format: t(kept) }));
          }
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
          if (canUndo) announce(t("editor.announce.undone"));
          return false;
        },
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerCommand(
        REDO_COMMAND,
        () => {
          if (canRedo) announce(t("editor.announce.redone"));
          return false;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    );
  }, [editor, announce, onLink]);
  return null;
}
