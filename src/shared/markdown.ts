import MarkdownIt from "markdown-it";
import { type Embed, recogniseEmbed } from "./embeds";
import { escapeHtml } from "./escape";
import { isImageUrl } from "./url";

type Markdown = InstanceType<typeof MarkdownIt>;
type Token = ReturnType<Markdown["parse"]>[number];

/** What a render is for; markdown-it hands it to every rule as `env`. */
type RenderEnv = { embeds?: boolean };

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
    const caption = token.meta?.caption;
    if (typeof caption !== "string") {
      return renderImage ? renderImage(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
    }
    // In a figure the title is the caption (decision 0123): shown once, as text, not as a tooltip too.
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== "title");
    const image = renderImage ? renderImage(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
    return `${image}<figcaption>${escapeHtml(caption)}</figcaption>`;
  };

  md.core.ruler.push("figures_and_embeds", (state) => {
    const embeds = (state.env as RenderEnv | undefined)?.embeds === true;
    const tokens = state.tokens;
    for (let i = 0; i + 2 < tokens.length; i++) {
      const open = tokens[i];
      const inline = tokens[i + 1];
      if (
        open?.type !== "paragraph_open" ||
        open.hidden ||
        inline?.type !== "inline" ||
        tokens[i + 2]?.type !== "paragraph_close"
      ) {
        continue;
      }
      const content = (inline.children ?? []).filter(
        (child) => !(child.type === "text" && child.content.trim() === ""),
      );
      if (captionedImage(content)) {
        // The paragraph's own tokens draw the figure: only the tag changes, so nesting and line breaks stay.
        open.tag = "figure";
        const close = tokens[i + 2];
        if (close) close.tag = "figure";
      } else if (embeds) {
        const card = embedCard(content, state.Token);
        if (card) tokens.splice(i, 3, card);
      }
    }
  });
  md.renderer.rules.embed_card = (tokens, idx) => {
    const card = tokens[idx]?.meta as { embed: Embed; href: string; text: string } | undefined;
    return card ? renderEmbedCard(card.embed, card.href, card.text) : "";
  };
  return md;
}

/**
 * A paragraph holding one image with a title and nothing else is a figure, its title the caption
 * (decision 0123). Marks the image and says so; an untitled image, or one the image rule would refuse,
 * stays a paragraph as before.
 */
function captionedImage(content: Token[]): boolean {
  const image = content[0];
  if (content.length !== 1 || image?.type !== "image") return false;
  const caption = String(image.attrGet("title") ?? "").trim();
  if (!caption || !isImageUrl(String(image.attrGet("src") ?? ""))) return false;
  image.meta = { ...image.meta, caption };
  return true;
}

/**
 * One bare link and nothing else, to a provider embeds.ts knows: a card instead of the paragraph. Bare
 * means linkified or `<…>`, or written `[url](url)` as some editors save a pasted address; a link with
 * words of its own stays a link.
 */
function embedCard(content: Token[], TokenClass: new (type: string, tag: string, nesting: -1 | 0 | 1) => Token) {
  const [open, text, close] = content;
  if (content.length !== 3 || open?.type !== "link_open" || text?.type !== "text" || close?.type !== "link_close") {
    return null;
  }
  const href = String(open.attrGet("href") ?? "");
  if (open.info !== "auto" && text.content !== href) return null;
  const embed = recogniseEmbed(href);
  if (!embed) return null;
  const card = new TokenClass("embed_card", "div", 0);
  card.block = true;
  card.meta = { embed, href, text: text.content };
  return card;
}

/**
 * The card a reader sees in place of an embed: who it comes from, the link itself and, where the
 * provider has an embed, a button that loads it (PostBody's click handler). Nothing in it is fetched
 * from the provider; without scripts the button is hidden (`data-js-only`) and the link is the card.
 */
function renderEmbedCard(embed: Embed, href: string, text: string): string {
  const link = `<a href="${escapeHtml(href)}" rel="nofollow noopener">${escapeHtml(text)}</a>`;
  const label = escapeHtml(embed.label);
  const load = embed.frame
    ? `\n<p class="embed-load" data-js-only><button type="button" data-embed-kind="${embed.kind}" data-embed-src="${escapeHtml(embed.frame)}" data-embed-title="${label}">Load ${embed.kind}</button> <span>Loading it connects to ${escapeHtml(new URL(embed.frame).hostname)}.</span></p>`
    : "";
  return `<div class="embed-card" data-embed="${embed.provider}">\n<p class="embed-provider">${label}</p>\n<p class="embed-link">${link}</p>${load}\n</div>\n`;
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
 * images only from http(s) or this site. Plain text comes out as paragraphs and line breaks; an image
 * alone with a title is a figure with that caption, and a bare video or fediverse post link alone in
 * its paragraph is a click-to-load card (decision 0123) unless `embeds` is false: feeds and the
 * fediverse, which run no script of ours, keep the plain link.
 * The server-rendered details page and the web client both call this.
 */
export function renderMarkdown(source: string, options: { embeds?: boolean } = {}): string {
  const env: RenderEnv = { embeds: options.embeds ?? true };
  return markdownRenderer().render(source, env);
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
