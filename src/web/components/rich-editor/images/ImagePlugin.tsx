import { caretFromPoint } from "@lexical/clipboard";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { type Translate, useT } from "@web/i18n/useT";
import {
  $createRangeSelection,
  $getNearestNodeFromDOMNode,
  $isDecoratorNode,
  $isElementNode,
  $isRootNode,
  $isSelectionCapturedInDecoratorInput,
  $isTextNode,
  $setSelection,
  COMMAND_PRIORITY_EDITOR,
  COMMAND_PRIORITY_HIGH,
  createCommand,
  DRAGOVER_COMMAND,
  DROP_COMMAND,
  isDOMNode,
  type LexicalCommand,
  type LexicalEditor,
  mergeRegister,
  PASTE_COMMAND,
} from "lexical";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useAnnounce } from "../announce";
import { ImageNode } from "../markdown";
import { COPY_PASTED_IMAGES_COMMAND } from "./copyCommand";
import { ImageUploader, isImageFile } from "./ImageUploader";
import { UploadingImageNode } from "./UploadingImageNode";

/** Inserts and uploads image files at the selection: what the toolbar's Image button dispatches. */
export const INSERT_IMAGE_FILES_COMMAND: LexicalCommand<File[]> = createCommand("INSERT_IMAGE_FILES_COMMAND");

/** How long the drop line stays without a dragover (the browser sends one every ~50 ms while over us). */
const DROP_LINE_MS = 200;

type Problem = { id: number; text: string };
type Line = { left: number; top: number; height: number };

/**
 * Images into the post: pasted (a copied picture or screenshot), dropped (where the pointer lets go)
 * or picked with the toolbar's ImageButton; and pasted HTML's pictures from other sites, copied to this
 * one (COPY_PASTED_IMAGES_COMMAND, which the paste dispatches). Each uploads with its progress showing
 * where it will land (ImageUploader); what goes wrong is said in an alert this renders, so mount it
 * where the writer looks: in the writing panel, under the editing area. The editor must be created with
 * IMAGE_EDITOR_NODES as well as EDITOR_NODES.
 */
export function ImagePlugin() {
  const [editor] = useLexicalComposerContext();
  // Through a ref: the uploads must outlive a new announcer (re-running the effect would cancel them).
  const say = useAnnounce();
  const announce = useRef(say);
  announce.current = say;
  const { t } = useT();
  const words = useRef(t);
  words.current = t;
  const [problems, setProblems] = useState<Problem[]>([]);
  const [line, setLine] = useState<Line | null>(null);
  const lineTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const frame = useRef(0);

  if (!editor.hasNodes([ImageNode, UploadingImageNode])) {
    throw new Error("ImagePlugin: create the editor with IMAGE_EDITOR_NODES (images/index.ts) and EDITOR_NODES.");
  }

  useEffect(() => {
    let problemId = 0;
    const inLanguage: Translate = (key, values) => words.current(key, values);
    const uploader = new ImageUploader(editor, {
      t: inLanguage,
      status: (message) => announce.current(message),
      // The latest three, newest last: a drop of many refused files must not fill the screen.
      problem: (text) => {
        problemId += 1;
        const id = problemId;
        setProblems((list) => [...list, { id, text }].slice(-3));
      },
    });

    const hideLine = () => {
      clearTimeout(lineTimer.current);
      cancelAnimationFrame(frame.current);
      setLine(null);
    };
    const showLine = (event: DragEvent) => {
      clearTimeout(lineTimer.current);
      lineTimer.current = setTimeout(hideLine, DROP_LINE_MS);
      const { clientX, clientY } = event;
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => setLine(dropLine(editor, clientX, clientY)));
    };

    return mergeRegister(
      editor.registerCommand(
        INSERT_IMAGE_FILES_COMMAND,
        (files) => {
          uploader.$insert(files);
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
      editor.registerCommand(
        COPY_PASTED_IMAGES_COMMAND,
        (keys) => {
          uploader.$copy(keys);
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const data = "clipboardData" in event ? event.clipboardData : null;
          if (!data) return false;
          // A paste into a field inside the document (a caption, a Markdown block) is the field's own.
          if (isDOMNode(event.target) && $isSelectionCapturedInDecoratorInput(event.target)) return false;
          const images = filesOf(data).filter(isImageFile);
          // Text with pictures (Word, Google Docs, a web page) is the HTML paste's; so is a paste with none.
          if (images.length === 0 || htmlHasText(data.getData("text/html"))) return false;
          event.preventDefault();
          uploader.$insert(images);
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerCommand(
        DRAGOVER_COMMAND,
        (event) => {
          if (!carriesFiles(event)) return false;
          // Accepting the drag is what makes the browser fire drop here rather than open the file.
          event.preventDefault();
          if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
          showLine(event);
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerCommand(
        DROP_COMMAND,
        (event) => {
          const files = Array.from(event.dataTransfer?.files ?? []);
          if (files.length === 0) return false;
          event.preventDefault();
          hideLine();
          $selectPoint(editor, event.clientX, event.clientY);
          uploader.$insert(files);
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerMutationListener(
        UploadingImageNode,
        (mutations) => {
          const stale = [...mutations].filter(([key, mutation]) => mutation === "created" && !uploader.isLive(key));
          if (stale.length === 0) return;
          editor.update(() => {
            for (const [key] of stale) uploader.$settleStale(key);
          });
        },
        { skipInitialization: true },
      ),
      () => {
        hideLine();
        uploader.dispose();
      },
    );
  }, [editor]);

  return (
    <>
      {/* A live region from the start, so the first failure is read out; an alert only while it says
          something, so an empty one never stands among the page's alerts. */}
      <div
        {...(problems.length > 0 ? { role: "alert" } : { "aria-live": "assertive" as const })}
        className={problems.length > 0 ? "alert alert-error alert-soft items-start" : "sr-only"}
      >
        {problems.length > 0 ? (
          <>
            <ul className="flex flex-col gap-1">
              {problems.map((problem) => (
                <li key={problem.id}>{problem.text}</li>
              ))}
            </ul>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setProblems([])}>
              {t("editor.image.dismiss")}
            </button>
          </>
        ) : null}
      </div>
      {line
        ? createPortal(
            <div
              aria-hidden="true"
              className="pointer-events-none fixed z-[70] w-0.5 rounded bg-primary"
              style={{ left: line.left, top: line.top, height: line.height }}
            />,
            document.body,
          )
        : null}
    </>
  );
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

/** The clipboard's files: from `files`, or from its items where a browser lists them only there. */
function filesOf(data: DataTransfer): File[] {
  const files = Array.from(data.files ?? []);
  if (files.length > 0) return files;
  return Array.from(data.items ?? [])
    .filter((item) => item.kind === "file")
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
}

/** Whether pasted HTML holds text; a copied picture comes with HTML that is one <img> and nothing else. */
function htmlHasText(html: string): boolean {
  if (html.trim() === "") return false;
  return (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "").trim() !== "";
}

/** The caret where the pointer is, as a DOM position in the editing area, or null off the text. */
function caretAt(editor: LexicalEditor, x: number, y: number) {
  const root = editor.getRootElement();
  if (!root) return null;
  const hit = caretFromPoint(x, y, root);
  return hit && root.contains(hit.node) ? hit : null;
}

/**
 * Puts the selection where the pointer let go, as Lexical's own drop handling does: in the text under
 * it, in an empty block, or after the image or block it is over. Off the text (the margin), the
 * selection stays where it was.
 */
function $selectPoint(editor: LexicalEditor, x: number, y: number): void {
  const hit = caretAt(editor, x, y);
  if (!hit) return;
  const node = $getNearestNodeFromDOMNode(hit.node);
  if (!node || $isRootNode(node)) return;
  const selection = $createRangeSelection();
  if ($isTextNode(node)) {
    const offset = Math.min(hit.offset, node.getTextContentSize());
    selection.anchor.set(node.getKey(), offset, "text");
    selection.focus.set(node.getKey(), offset, "text");
  } else if ($isElementNode(node) && !$isDecoratorNode(node)) {
    const offset = Math.min(hit.offset, node.getChildrenSize());
    selection.anchor.set(node.getKey(), offset, "element");
    selection.focus.set(node.getKey(), offset, "element");
  } else {
    const parent = node.getParent();
    if (!parent) return;
    const offset = node.getIndexWithinParent() + 1;
    selection.anchor.set(parent.getKey(), offset, "element");
    selection.focus.set(parent.getKey(), offset, "element");
  }
  $setSelection(selection);
}

/** Where the drop line goes: the caret under the pointer, drawn as a bar the height of its line. */
function dropLine(editor: LexicalEditor, x: number, y: number): Line | null {
  const hit = caretAt(editor, x, y);
  if (!hit) return null;
  const range = document.createRange();
  range.setStart(hit.node, hit.offset);
  range.collapse(true);
  let box = range.getBoundingClientRect();
  if (box.height === 0 && hit.node instanceof Element) box = hit.node.getBoundingClientRect();
  if (box.height === 0) return null;
  return { left: box.left, top: box.top, height: box.height };
}
