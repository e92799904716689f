import { useT } from "@web/i18n/useT";
import { useEffect, useRef, useState } from "react";
import { useLexicalEventShield } from "../images/eventShield";

type Props = { source: string; onChange: (source: string) => void };

/**
 * A block the rich editor cannot show faithfully (a table, an indented code block, raw HTML, link
 * definitions…), edited as the Markdown it is, like Ghost's Markdown card.
 */
export function MarkdownBlockCard({ source, onChange }: Props) {
  // Local text keeps the caret where it is while the editor's update catches up.
  const [text, setText] = useState(source);
  useEffect(() => setText(source), [source]);
  // Keys typed here are the text area's: without the shield, Ctrl+Z went to the document's history
  // (undoing the card through the editor and throwing the caret to the card's end).
  const card = useRef<HTMLDivElement>(null);
  useLexicalEventShield(card);
  const { t } = useT();

  return (
    <div ref={card} className="my-2 rounded border border-base-300 bg-base-200 p-2">
      <div className="mb-1 text-xs uppercase opacity-60">{t("editor.view.markdown")}</div>
      <textarea
        aria-label={t("editor.markdownBlock")}
        className="textarea w-full font-mono text-sm"
        rows={Math.min(20, text.split("\n").length + 1)}
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
