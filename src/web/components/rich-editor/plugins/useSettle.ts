import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useT } from "@web/i18n/useT";
import { useEffect, useRef } from "react";
import { $hasPendingUploads, $imageCount, uploadsSettled } from "../images/pending";
import { loadMarkdownEngine } from "../markdown/engine";
import type { BodySettleRef, SettledBody } from "../settle";
import type { SyncState } from "./useValueSync";

/** The problems' English (editor.settle.* says them in the writer's language), which English tests compare. */
export const IMAGE_NOT_UPLOADED =
  "An image did not finish uploading, so nothing was saved. Add it again or remove it, then save.";
export const TEXT_NOT_READY = "Your text could not be made ready to save. Check your connection and try again.";

type Options = {
  settleRef: BodySettleRef | undefined;
  sync: SyncState;
  flush: () => void;
  /** Whether the rich-text view holds the text (the Markdown view edits the form's value itself). */
  writing: boolean;
  value: string;
};

/**
 * Gives the form the body as it is to be saved (settle.ts): after every image on its way has landed,
 * and with the last words written as Markdown. An image that failed or was removed meanwhile stops the
 * save: the writer sees the document that would be saved differ from the one they asked to save.
 */
export function useSettle({ settleRef, sync, flush, writing, value }: Options): void {
  const [editor] = useLexicalComposerContext();
  const { t } = useT();
  // Read when a save asks, not when the hook ran: the words of the moment, in the language of the moment.
  const latest = useRef({ writing, value, t });
  latest.current = { writing, value, t };
  useEffect(() => {
    if (!settleRef) return;
    const settle = async (): Promise<SettledBody> => {
      if (!latest.current.writing) return { body: latest.current.value };
      const state = () => editor.getEditorState();
      if (state().read($hasPendingUploads)) {
        const expected = state().read($imageCount);
        await uploadsSettled(editor);
        if (state().read($imageCount) < expected)
          return { problem: latest.current.t("editor.settle.imageNotUploaded") };
      }
      try {
        await loadMarkdownEngine();
      } catch {
        return { problem: latest.current.t("editor.settle.textNotReady") };
      }
      flush();
      return { body: sync.emitted };
    };
    settleRef.current = { settle };
    return () => {
      if (settleRef.current?.settle === settle) settleRef.current = null;
    };
  }, [editor, settleRef, sync, flush]);
}
