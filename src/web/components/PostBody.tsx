import { useT } from "@web/i18n/useT";
import { loadEmbed } from "./embed-cards";
import { localizeEmbedCards } from "./embedCardWords";

/**
 * A post's text as the server rendered it (`longDescHtml`, from shared/markdown.ts, which refuses raw
 * HTML, handlers and unsafe links by construction, so the inner HTML is safe to insert). Deliberately
 * no Markdown renderer here: the details page would otherwise ship one only to repeat the server's HTML
 * (decision 0048). Should the HTML be missing, the text reads as it was written, line breaks kept.
 * Its embed cards load their frame on a click (decision 0123), through one handler on the body.
 */
export function PostBody({ html, source, className = "" }: { html?: string; source: string; className?: string }) {
  const { t } = useT();
  if (html === undefined) return <div className={`markdown-body whitespace-pre-line ${className}`}>{source}</div>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the clicks it takes are its embed cards' buttons', delegated.
    // biome-ignore lint/a11y/useKeyWithClickEvents: those buttons answer Enter and Space with a click of their own.
    <div
      className={`markdown-body ${className}`}
      onClick={(event) => loadEmbed(event, t)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's renderer sanitizes by construction.
      dangerouslySetInnerHTML={{ __html: localizeEmbedCards(html, t) }}
    />
  );
}
