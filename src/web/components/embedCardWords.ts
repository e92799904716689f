import { escapeHtml } from "@shared/escape";
import type { MessageKey } from "@web/i18n/i18n";
import type { Translate } from "@web/i18n/useT";

/*
 * A post's HTML is rendered once per text and shared by every reader (post-html/details-body.ts, the API's
 * public cache), so its embed cards come in the English shared/markdown.ts writes (renderEmbedCard). The
 * page says their few words in its own language as it inserts the HTML, on the server and in the browser
 * alike, so hydration sees the same markup. Only those exact phrases are matched; a post's own words never are.
 */

const LABELS: Record<string, MessageKey> = {
  "YouTube video": "reading.embed.youtube",
  "Vimeo video": "reading.embed.vimeo",
};
const POST_ON = /^Post on (.+)$/u;
const PROVIDER = /<p class="embed-provider">([^<]+)<\/p>/gu;
const LOAD = /data-embed-title="([^"]+)">Load (video|post)<\/button> <span>Loading it connects to ([^<]+)\.<\/span>/gu;

/** A card's provider line in the page's language; one it does not know stays as written. */
function label(english: string, t: Translate): string {
  const known = LABELS[english];
  if (known) return t(known);
  const host = POST_ON.exec(english)?.[1];
  return host ? t("reading.embed.post", { host }) : english;
}

/** The embed cards of a post's HTML in the page's language. */
export function localizeEmbedCards(html: string, t: Translate): string {
  if (!html.includes('class="embed-card"')) return html;
  return html
    .replace(PROVIDER, (_, english: string) => `<p class="embed-provider">${escapeHtml(label(english, t))}</p>`)
    .replace(
      LOAD,
      (_, title: string, kind: string, host: string) =>
        `data-embed-title="${escapeHtml(label(title, t))}">${escapeHtml(
          t(kind === "video" ? "reading.embed.loadVideo" : "reading.embed.loadPost"),
        )}</button> <span>${escapeHtml(t("reading.embed.connects", { host }))}</span>`,
    );
}
