import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useLexicalNodeSelection } from "@lexical/react/useLexicalNodeSelection";
import { useT } from "@web/i18n/useT";
import {
  $createNodeSelection,
  $createParagraphNode,
  $getNearestNodeFromDOMNode,
  $getNodeByKey,
  $isElementNode,
  $setSelection,
  BLUR_COMMAND,
  CLICK_COMMAND,
  COMMAND_PRIORITY_LOW,
  HISTORY_MERGE_TAG,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
} from "lexical";
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useAnnounce } from "../announce";
import { useLexicalEventShield } from "./eventShield";

type Props = {
  src: string;
  alt: string;
  caption: string;
  inline: boolean;
  /** The ImageNode's key, when decorate() passes it; otherwise found from the card's place in the DOM. */
  nodeKey?: NodeKey;
};

type Field = "alt" | "caption";

/**
 * The ImageNode's face (markdown/ImageNode.tsx renders it). A block image is a card like Ghost's: the
 * picture, a caption field under it (the image's Markdown title, served as figcaption) and, while the
 * image is selected, the field has focus or no alt text was given yet, an "Alt text" field and a
 * Remove button. An image inside a line of text stays a small picture. The node is imported by key
 * only: ImageNode imports this file, so this file must not import ImageNode.
 */
export function ImageCard(props: Props) {
  if (props.inline) {
    return (
      <img
        src={props.src}
        alt={props.alt}
        title={props.caption || undefined}
        className="inline max-h-[1.5em]"
        draggable={false}
      />
    );
  }
  return <BlockImageCard {...props} />;
}

/** What the card changes on an ImageNode: its `setImage` (duck-typed, see ImageCard). */
type EditableImage = LexicalNode & { setImage(payload: { alt?: string; caption?: string }): unknown };

function $imageByKey(key: NodeKey | null): EditableImage | null {
  if (!key) return null;
  const node = $getNodeByKey(key);
  return node && node.getType() === "image" && "setImage" in node ? (node as EditableImage) : null;
}

/** One line: a Markdown title may not hold a blank line, and a caption is one line anyway. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ");

function BlockImageCard({ src, alt, caption, nodeKey }: Props) {
  const [editor] = useLexicalComposerContext();
  const announce = useAnnounce();
  const { t } = useT();
  const figure = useRef<HTMLElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const [key, setKey] = useState<NodeKey | null>(nodeKey ?? null);
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(key ?? "");
  const captionId = useId();
  const altId = useId();
  useLexicalEventShield(controls);

  // The node this card draws: the nearest Lexical node of the element the card is rendered into.
  useLayoutEffect(() => {
    if (nodeKey) return setKey(nodeKey);
    const element = figure.current;
    if (element) setKey(editor.read(() => $getNearestNodeFromDOMNode(element)?.getKey() ?? null));
  }, [editor, nodeKey]);

  // A click on the picture selects the image (then Backspace or Delete removes it, as in Ghost).
  useEffect(
    () =>
      editor.registerCommand(
        CLICK_COMMAND,
        (event) => {
          if (event.target !== image.current) return false;
          if (!event.shiftKey) clearSelection();
          setSelected(true);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, clearSelection, setSelected],
  );

  const drafts = {
    caption: useDraft(caption),
    alt: useDraft(alt),
  };
  // Keystrokes in one field, in one visit, are one step of undo.
  const editing = useRef<Field | null>(null);

  const write = (field: Field, value: string, discrete = false) => {
    const merge = editing.current === field;
    editing.current = field;
    editor.update(() => $imageByKey(key)?.setImage({ [field]: value }), {
      ...(merge ? { tag: HISTORY_MERGE_TAG } : {}),
      ...(discrete ? { discrete: true as const } : {}),
    });
  };

  const fieldProps = (field: Field) => {
    const draft = drafts[field];
    return {
      value: draft.value,
      onChange: (event: { target: { value: string } }) => {
        const value = oneLine(event.target.value);
        draft.set(value);
        write(field, value);
      },
      onFocus: () => {
        draft.focused.current = true;
        editing.current = null;
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        draft.focused.current = false;
        const trimmed = draft.value.trim();
        if (trimmed !== draft.value) {
          draft.set(trimmed);
          write(field, trimmed, true);
        }
        editing.current = null;
        leaveEditor(editor, event);
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === "Enter") {
          // As in Ghost: Enter in a caption goes on writing below the image.
          event.preventDefault();
          caretAfter(editor, key);
        } else if (event.key === "Escape") {
          // Back to the image itself (and not out of distraction-free mode).
          event.preventDefault();
          selectImage(editor, key);
        }
      },
    };
  };

  const remove = () => {
    focusText(editor);
    editor.update(() => {
      const node = $imageByKey(key);
      if (!node) return;
      const next = node.getNextSibling() ?? node.getPreviousSibling();
      node.remove();
      if ($isElementNode(next)) next.selectStart();
    });
    announce(t("editor.image.removed"));
  };

  const showAlt = selected || alt === "";
  return (
    <figure
      ref={figure}
      className={`group my-4 flex flex-col gap-2 rounded-lg p-1 ${selected ? "outline-2 outline-offset-2 outline-primary" : ""}`}
    >
      <img ref={image} src={src} alt={alt} className="mx-auto max-h-[32rem] cursor-pointer" draggable={false} />
      <div ref={controls} className="flex flex-col gap-2">
        <figcaption>
          <label htmlFor={captionId} className="sr-only">
            {t("editor.image.caption")}
          </label>
          <input
            id={captionId}
            type="text"
            className="input input-ghost input-sm w-full text-center text-sm"
            placeholder={t("editor.image.captionPlaceholder")}
            autoComplete="off"
            {...fieldProps("caption")}
          />
        </figcaption>
        <div className={`items-center gap-2 text-sm ${showAlt ? "flex" : "hidden group-focus-within:flex"}`}>
          <label htmlFor={altId} className="shrink-0 font-medium">
            {t("editor.image.alt")}
          </label>
          <input
            id={altId}
            type="text"
            className="input input-sm min-w-0 flex-1"
            placeholder={t("editor.image.altPlaceholder")}
            autoComplete="off"
            {...fieldProps("alt")}
          />
          <button type="button" className="btn btn-ghost btn-sm shrink-0" onClick={remove}>
            {t("editor.image.remove")}
          </button>
        </div>
      </div>
    </figure>
  );
}

/** A field's text: typed text is kept here so the caret stays put while the editor catches up. */
function useDraft(stored: string) {
  const [value, set] = useState(stored);
  const focused = useRef(false);
  // Undo, redo or another edit of the node shows in the field, unless the writer is typing in it.
  useEffect(() => {
    if (!focused.current) set(stored);
  }, [stored]);
  return { value, set, focused };
}

/**
 * The editor hands its Markdown to the form when its editing area loses focus, but focus in a card's
 * field has left that area already: leaving the field for the page (Submit) must say so too.
 */
function leaveEditor(editor: LexicalEditor, event: FocusEvent<HTMLInputElement>): void {
  const next = event.relatedTarget;
  const root = editor.getRootElement();
  if (next instanceof Node && root?.contains(next)) return;
  editor.dispatchCommand(BLUR_COMMAND, event.nativeEvent);
}

/**
 * Focus back to the editing area, first: Lexical does not move the browser's selection while a field
 * inside the document has focus, so the selection set next would not show.
 */
function focusText(editor: LexicalEditor): void {
  editor.getRootElement()?.focus({ preventScroll: true });
}

function caretAfter(editor: LexicalEditor, key: NodeKey | null): void {
  focusText(editor);
  editor.update(() => {
    const node = $imageByKey(key);
    if (!node) return;
    const next = node.getNextSibling();
    if ($isElementNode(next)) next.selectStart();
    else {
      const paragraph = $createParagraphNode();
      node.insertAfter(paragraph);
      paragraph.select();
    }
  });
}

function selectImage(editor: LexicalEditor, key: NodeKey | null): void {
  focusText(editor);
  editor.update(() => {
    if (!key || !$imageByKey(key)) return;
    const selection = $createNodeSelection();
    selection.add(key);
    $setSelection(selection);
  });
}
