import { $createLinkNode, $isLinkNode, $toggleLink } from "@lexical/link";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useT } from "@web/i18n/useT";
import {
  $createTextNode,
  $findMatchingParent,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
} from "lexical";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useAnnounce } from "../announce";
import { isAllowedLink, normalizeLink } from "../linkRules";

/** The link around the caret, if any, and the selection to put the link on once the writer confirms. */
function $linkAtSelection(): { url: string; selection: BaseSelection | null } {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return { url: "", selection: null };
  const link = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
  return { url: link && $isLinkNode(link) ? link.getURL() : "", selection: selection.clone() };
}

/**
 * The link field opened by the toolbar's Link button and Ctrl/Cmd+K: a small non-modal dialog under
 * the toolbar with the address, checked by the rule the server's renderer keeps links by. Enter
 * applies, Escape cancels; either way the caret goes back where it was. It sits inside the blog's
 * form, so Enter here must not submit the blog.
 */
export function LinkDialog({ onClose }: { onClose: () => void }) {
  const [editor] = useLexicalComposerContext();
  const announce = useAnnounce();
  const { t } = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const saved = useRef<BaseSelection | null>(null);
  const [url, setUrl] = useState("");
  const [existing, setExisting] = useState(false);
  const [problem, setProblem] = useState("");

  useEffect(() => {
    const found = editor.getEditorState().read($linkAtSelection);
    saved.current = found.selection;
    setUrl(found.url);
    setExisting(found.url !== "");
    input.current?.focus();
  }, [editor]);

  const close = () => {
    onClose();
    editor.focus();
  };

  const apply = (href: string | null) => {
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone());
      const selection = $getSelection();
      if (href !== null && $isRangeSelection(selection) && selection.isCollapsed() && !existing) {
        // Nothing selected: the address becomes the link's text, as in Ghost and Google Docs.
        const link = $createLinkNode(href);
        link.append($createTextNode(href));
        selection.insertNodes([link]);
        link.selectEnd();
      } else {
        $toggleLink(href);
      }
    });
    announce(t(href === null ? "editor.link.removed" : "editor.link.added"));
    close();
  };

  const submit = () => {
    const href = normalizeLink(url);
    if (!isAllowedLink(href)) {
      setProblem(t("editor.link.problem"));
      input.current?.focus();
      return;
    }
    apply(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      // Only the dialog closes: distraction-free mode, around it, stays on.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3 shadow-md"
      onKeyDown={onKeyDown}
    >
      <p id={`${id}-title`} className="font-medium">
        {t(existing ? "editor.link.edit" : "editor.link.add")}
      </p>
      <label htmlFor={`${id}-url`} className="text-sm">
        {t("editor.link.address")}
      </label>
      <input
        ref={input}
        id={`${id}-url`}
        type="url"
        inputMode="url"
        autoComplete="off"
        className="input input-sm w-full"
        placeholder="https://"
        value={url}
        {...(problem ? { "aria-invalid": true, "aria-describedby": `${id}-problem` } : {})}
        onChange={(event) => {
          setUrl(event.target.value);
          setProblem("");
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            submit();
          }
        }}
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-error">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={submit}>
          {t(existing ? "editor.link.update" : "editor.link.add")}
        </button>
        {existing ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => apply(null)}>
            {t("editor.link.remove")}
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost btn-sm" onClick={close}>
          {t("common.cancel")}
        </button>
      </div>
    </div>
  );
}
