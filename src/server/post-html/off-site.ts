import { renderMarkdown } from "@shared/markdown";

/** `src="/…"` and `href="/…"` made absolute on the site's origin; the renderer quotes every attribute. */
function absoluteLinks(html: string, base: string): string {
  return html.replace(/\s(src|href)="\/(?!\/)/gu, (_match, attribute: string) => ` ${attribute}="${base}/`);
}

/**
 * A post's body as everything off-site shows it (feeds, the fediverse): sanitized HTML, links absolute.
 * A captioned image is a plain `figure`/`figcaption`, which feed readers show as it is; a video or
 * fediverse link stays the link it was written as, since no script of ours runs there to load a card's
 * frame (decision 0123).
 */
export function offSiteHtml(markdown: string, base: string): string {
  return absoluteLinks(renderMarkdown(markdown, { embeds: false }), base);
}
