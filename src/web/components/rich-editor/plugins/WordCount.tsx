import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { readingMinutes } from "@shared/readingTime";
import { useT } from "@web/i18n/useT";
import { $getRoot } from "lexical";
import { useEffect, useState } from "react";
import { SYNC_DELAY_MS } from "./useValueSync";

/**
 * Words as SPEC §3 counts them (@shared/wordCount): whitespace-separated words of the text a reader
 * sees. That module gets the visible text by parsing Markdown with markdown-it (39 kB), which the editor
 * does not load; the document's own text content is that visible text already.
 */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/u).length;
}

const $words = () => countWords($getRoot().getTextContent());

/**
 * The word count and reading time under the editor, recounted when typing pauses (as the form's
 * value is written) rather than on every key of a long post.
 */
export function WordCount() {
  const [editor] = useLexicalComposerContext();
  const [words, setWords] = useState(0);
  const { t } = useT();
  useEffect(() => {
    // The first document may still be pending as the editor mounts: `read` commits it first.
    setWords(editor.read($words));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unregister = editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      clearTimeout(timer);
      timer = setTimeout(() => setWords(editor.getEditorState().read($words)), SYNC_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unregister();
    };
  }, [editor]);
  return (
    <p className="text-sm text-base-content/80">
      {words > 0
        ? t("editor.wordsAndReading", { count: words, minutes: readingMinutes(words) })
        : t("editor.words", { count: words })}
    </p>
  );
}
