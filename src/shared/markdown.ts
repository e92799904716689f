import MarkdownIt from "markdown-it";
import { escapeHtml } from "./escape";
import { isImageUrl } from "./url";

type Markdown = InstanceType<typeof MarkdownIt>;

/**
 * Links a reader may follow: the web (http, https), mail, and this site (a path or a fragment).
 * Everything else (javascript:, data:, vbscript:, file:, protocol-relative `//host`) is refused;
 * markdown-it then leaves the Markdown as literal text. markdown-it hands over the URL after
 * decoding entities and percent-encoding whitespace and control characters, so `java&#x09;script:`
 * and `java\tscript:` arrive as something that matches none of these.
 */
const ALLOWED_LINK = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/iu;

const ABSOLUTE_HTTP = /^https?:\/\//iu;

export function isAllowedLink(url: string): boolean {
  return ALLOWED_LINK.test(url);
}

function createRenderer(): Markdown {
  const md = new MarkdownIt("default", {
    // Raw HTML in a body is shown as text, never passed through: no tag or attribute can reach the page.
    html: false,
    // Bare URLs become links, as on GitHub (they still go through validateLink).
    linkify: true,
    // Plain-text blogs written before Markdown broke lines with a single newline and showed them
    // (whitespace: pre-line); this keeps them reading the same.
    breaks: true,
    typographer: false,
    // Deeply nested lists or quotes are not writing; this bounds the work and the output's depth.
    maxNesting: 20,
  });
  md.validateLink = isAllowedLink;

  const renderLink =
    md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    // Other sites get no ranking credit from writers' links and no handle on this page.
    if (token && ABSOLUTE_HTTP.test(String(token.attrGet("href") ?? ""))) token.attrSet("rel", "nofollow noopener");
    return renderLink(tokens, idx, options, env, self);
  };

  const renderImage = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const src = String(token?.attrGet("src") ?? "");
    // The same rule as a blog's cover image: http(s) or this site, nothing a browser reads as another thing.
    if (!token || !isImageUrl(src)) return escapeHtml(token?.content ?? "");
    token.attrSet("loading", "lazy");
    return renderImage ? renderImage(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
  return md;
}

let renderer: Markdown | undefined;

/** One renderer per process (server) or page (client), built on first use. */
export function markdownRenderer(): Markdown {
  renderer ??= createRenderer();
  return renderer;
}

/**
 * A blog's long description (Markdown: CommonMark with GitHub tables and strikethrough) as HTML that
 * is safe to insert into a page: no raw HTML, no event handlers, only http(s), mailto and site links,
 * images only from http(s) or this site. Plain text comes out as paragraphs and line breaks.
 * The server-rendered details page and the web client both call this.
 */
export function renderMarkdown(source: string): string {
  return markdownRenderer().render(source);
}

/** Inline tokens whose content the reader sees as text. */
const VISIBLE_INLINE = new Set(["text", "code_inline"]);
/** Block tokens whose content is shown verbatim. */
const VISIBLE_BLOCK = new Set(["fence", "code_block"]);

/**
 * The text a reader sees, with a space wherever the layout separates words (between blocks, cells,
 * list items and lines). Markup characters, link targets and image sources are not part of it;
 * entities are already decoded by the parser.
 */
export function visibleText(source: string): string {
  const parts: string[] = [];
  for (const token of markdownRenderer().parse(source, {})) {
    if (token.type === "inline") {
      for (const child of token.children ?? []) {
        if (VISIBLE_INLINE.has(child.type)) parts.push(child.content);
        else if (child.type === "softbreak" || child.type === "hardbreak") parts.push(" ");
        // An image is seen, not read: its alt text does not count as words of the text.
      }
      parts.push(" ");
    } else if (VISIBLE_BLOCK.has(token.type)) {
      parts.push(" ", token.content, " ");
    } else {
      parts.push(" ");
    }
  }
  return parts.join("");
}
