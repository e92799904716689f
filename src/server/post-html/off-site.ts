import { renderMarkdown } from "@shared/markdown";

/** `src="/…"` and `href="/…"` made absolute on the site's origin; the renderer quotes every attribute. */
function absoluteLinks(html: string, base: string): string {
  return html.replace(/\s(src|href)="\/(?!\/)/gu, (_match, attribute: string) => ` ${attribute}="${base}/`);
}

/** A post's body as everything off-site shows it (feeds, the fediverse): sanitized HTML, links absolute. */
export function offSiteHtml(markdown: string, base: string): string {
  return absoluteLinks(renderMarkdown(markdown), base);
}
