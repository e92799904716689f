import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useLexicalNodeSelection } from "@lexical/react/useLexicalNodeSelection";
import { type Translate, useT } from "@web/i18n/useT";
import { $createNodeSelection, $setSelection, CLICK_COMMAND, COMMAND_PRIORITY_LOW, type NodeKey } from "lexical";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { useAnnounce } from "../announce";
import { useLexicalEventShield } from "../images/eventShield";
import type { EmbedSummary } from "./ir";

type Props = { nodeKey: NodeKey; summary: EmbedSummary; onShowAsLink: () => void };

/**
 * What the card calls the embed, in the writer's language: the renderer's label (@shared/embeds,
 * "YouTube video", "Post on mastodon.social") is English, made from the provider and the address.
 */
function embedLabel(summary: EmbedSummary, t: Translate): string {
  if (summary.provider === "youtube") return t("editor.embed.youtube");
  if (summary.provider === "vimeo") return t("editor.embed.vimeo");
  const host = URL.canParse(summary.href) ? new URL(summary.href).hostname : "";
  return host ? t("editor.embed.fediverse", { host }) : summary.label;
}

/**
 * The EmbedNode's face: the reader's card (decision 0123) without its Load button, in the reader's
 * classes (`embed-card`, site.css: base-content on base-200, AA in both themes), so the writer sees
 * where readers will get a card. Our own HTML only: no frame, no thumbnail, nothing from the provider.
 * A click on it selects it (then Backspace or Delete removes it), and so do the arrow keys, Lexical's
 * way into any block card; "Show as link" turns it back into the plain link.
 */
export function EmbedCard({ nodeKey, summary, onShowAsLink }: Props) {
  const [editor] = useLexicalComposerContext();
  const announce = useAnnounce();
  const { t } = useT();
  const label = embedLabel(summary, t);
  const card = useRef<HTMLElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);
  // The button's keys and clicks are its own: Enter on it must not split the document, nor its click
  // select the card.
  useLexicalEventShield(controls);

  useEffect(
    () =>
      editor.registerCommand(
        CLICK_COMMAND,
        (event) => {
          if (!(event.target instanceof Node) || !card.current?.contains(event.target)) return false;
          if (!event.shiftKey) clearSelection();
          setSelected(true);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, clearSelection, setSelected],
  );

  // A selected card has no caret or selected text for a screen reader to read out: it is said instead.
  const wasSelected = useRef(selected);
  useEffect(() => {
    if (selected && !wasSelected.current) announce(t("editor.embed.selected", { label }));
    wasSelected.current = selected;
  }, [selected, label, announce, t]);

  const focusText = () => editor.getRootElement()?.focus({ preventScroll: true });

  const showAsLink = () => {
    // Focus first: Lexical does not move the browser's selection while focus is outside the text.
    focusText();
    onShowAsLink();
    announce(t("editor.embed.shown"));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "Escape") return;
    // Back to the card itself, as the image card's Escape does (and not out of distraction-free mode).
    event.preventDefault();
    focusText();
    editor.update(() => {
      const selection = $createNodeSelection();
      selection.add(nodeKey);
      $setSelection(selection);
    });
  };

  return (
    <figure
      ref={card}
      aria-label={t("editor.embed.card", { label })}
      className={`embed-card cursor-default ${selected ? "outline-2 outline-offset-2 outline-primary" : ""}`}
      data-embed={summary.provider}
    >
      <p className="embed-provider">{label}</p>
      <p className="embed-link">{summary.text}</p>
      <div ref={controls} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <button type="button" className="btn btn-outline btn-sm" onClick={showAsLink} onKeyDown={onKeyDown}>
          {t("editor.embed.showAsLink")}
        </button>
        <span>{t("editor.embed.note")}</span>
      </div>
    </figure>
  );
}
