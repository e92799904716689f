import { renderMarkdown } from "@shared/markdown";
import { useT } from "@web/i18n/useT";
import { useMemo } from "react";
import { loadEmbed } from "./embed-cards";
import { localizeEmbedCards } from "./embedCardWords";

/**
 * A blog's Markdown as the reader sees it. renderMarkdown refuses raw HTML, handlers and unsafe links
 * by construction (src/shared/markdown.ts), which is what makes the inner HTML safe to insert.
 */
export function MarkdownBody({ source, className = "" }: { source: string; className?: string }) {
  const { t } = useT();
  const html = useMemo(() => localizeEmbedCards(renderMarkdown(source), t), [source, t]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the clicks it takes are its embed cards' buttons', delegated.
    // biome-ignore lint/a11y/useKeyWithClickEvents: those buttons answer Enter and Space with a click of their own.
    <div
      className={`markdown-body ${className}`}
      onClick={(event) => loadEmbed(event, t)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer's output is sanitized by construction.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
