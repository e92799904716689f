import TurndownService from "turndown";

/**
 * One converter for every source: ATX headings and fenced code, like the editor writes. Scripts,
 * styles and embeds are dropped, not kept as raw HTML; the stored Markdown is then rendered and
 * sanitized like any other post's (shared/markdown.ts).
 */
const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-" });
turndown.remove(["script", "style", "iframe", "object", "embed", "form", "noscript"]);
// Ghost's Markdown cards (ghost.ts marks them) already are Markdown: kept as written, not as code.
turndown.addRule("markdownCard", {
  filter: (node) => node.nodeName === "PRE" && node.hasAttribute("data-markdown"),
  replacement: (_content, node) => `\n\n${node.textContent ?? ""}\n\n`,
});

export function htmlToMarkdown(html: string): string {
  if (!html.trim()) return "";
  return turndown.turndown(html).trim();
}

/** Plain text of some HTML (an excerpt, a subtitle): tags out, entities left as Markdown would show them. */
export function htmlToText(html: string): string {
  return htmlToMarkdown(html)
    .replace(/[#*_`>[\]()!-]+/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
}

const IMAGE_SOURCE = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]+)"|'([^']+)')/giu;

/** The addresses of the images a post's HTML shows, each once. */
export function imageSources(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(IMAGE_SOURCE)) {
    const src = (match[1] ?? match[2] ?? "").trim();
    if (/^https?:\/\//iu.test(src)) found.add(src);
  }
  return [...found];
}
