import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { CAN_REDO_COMMAND, CAN_UNDO_COMMAND, COMMAND_PRIORITY_LOW, mergeRegister } from "lexical";
import { useEffect, useState } from "react";
import { $readFormatState, type FormatState, NO_FORMAT, sameFormat } from "./formatState";

/**
 * The toolbar's pressed states, kept in step with the caret. It reads only the selection and its
 * ancestors on each update, and React redraws the toolbar only when something it shows changed.
 */
export function useFormatState(): { format: FormatState; canUndo: boolean; canRedo: boolean } {
  const [editor] = useLexicalComposerContext();
  const [format, setFormat] = useState<FormatState>(NO_FORMAT);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          const next = editorState.read($readFormatState);
          // No text selection (focus went to the toolbar or the link field): keep showing the last one.
          if (next) setFormat((current) => (sameFormat(current, next) ? current : next));
        }),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (payload) => {
            setCanUndo(payload);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (payload) => {
            setCanRedo(payload);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );
  return { format, canUndo, canRedo };
}
