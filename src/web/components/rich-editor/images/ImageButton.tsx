import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useT } from "@web/i18n/useT";
import { $getSelection, $setSelection, type BaseSelection } from "lexical";
import { type ComponentProps, type JSX, useCallback, useRef } from "react";
import { INSERT_IMAGE_FILES_COMMAND } from "./ImagePlugin";

/**
 * The file picker for images (several at once): `open()` shows it (call it from a click: browsers open
 * pickers only for a user's gesture) and the files picked are inserted and uploaded where the caret
 * was when it opened. Render `input` once, anywhere inside the composer: it is hidden and never
 * focusable, so a toolbar keeps its one tab stop. For a toolbar built from data, an item whose `run`
 * is `open`; otherwise ImageButton.
 */
export function useImagePicker(): { open: () => void; input: JSX.Element } {
  const [editor] = useLexicalComposerContext();
  const input = useRef<HTMLInputElement>(null);
  // The picker takes focus away; the images go where the caret was when it opened.
  const saved = useRef<BaseSelection | null>(null);

  const open = useCallback(() => {
    saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    input.current?.click();
  }, [editor]);

  const element = (
    <input
      ref={input}
      type="file"
      accept="image/*"
      multiple
      hidden
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        // Picking the same file again (after a refusal) must fire another change.
        event.target.value = "";
        const selection = saved.current;
        saved.current = null;
        if (files.length === 0) return;
        editor.update(() => {
          if (selection && isStillThere(selection)) $setSelection(selection.clone());
        });
        editor.dispatchCommand(INSERT_IMAGE_FILES_COMMAND, files);
        editor.focus();
      }}
    />
  );
  return { open, input: element };
}

type Props = Omit<ComponentProps<"button">, "type" | "children" | "onChange">;

const LOOK =
  "btn btn-ghost btn-sm min-w-9 px-2 font-normal aria-pressed:bg-base-300 aria-disabled:text-base-content/60";

/**
 * The toolbar's "Image" button, with its picker. A toolbar item like the others: it takes the
 * roving-focus props (`ref`, `tabIndex`, `onFocus`) and `onClick` (called first, e.g. to make it the
 * toolbar's tab stop; preventDefault there keeps the picker shut), and keeps the editor's focus and
 * selection when pressed with a pointer.
 */
export function ImageButton({ onClick, onMouseDown, className, ...rest }: Props) {
  const picker = useImagePicker();
  const { t } = useT();
  const disabled = rest["aria-disabled"] === true || rest["aria-disabled"] === "true";
  return (
    <>
      <button
        type="button"
        aria-label={t("editor.toolbar.image")}
        title={t("editor.toolbar.imageTitle")}
        className={className ?? LOOK}
        {...rest}
        onMouseDown={(event) => {
          // A pointer press must not take focus (and the selection) from the text.
          event.preventDefault();
          onMouseDown?.(event);
        }}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented && !disabled) picker.open();
        }}
      >
        <span aria-hidden="true">{t("editor.toolbar.image")}</span>
      </button>
      {picker.input}
    </>
  );
}

/** A saved selection whose nodes are all still in the document (nothing was deleted meanwhile). */
function isStillThere(selection: BaseSelection): boolean {
  try {
    return selection.getNodes().every((node) => node.isAttached());
  } catch {
    return false;
  }
}
