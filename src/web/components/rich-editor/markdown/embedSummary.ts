import type { Token } from "markdown-it";
import { markdownEngine } from "./engine";
import type { EmbedSummary } from "./ir";

/**
 * The card readers get instead of this paragraph, if any: the test of the renderer's
 * `figures_and_embeds` rule (@shared/markdown), repeated on the same tokens so that the editor draws a
 * card exactly where a reader will see one. One link and nothing else but blank text, bare (linkified
 * or `<…>`) or written `[url](url)`, to an address `recogniseEmbed` knows. The tokens are markdown-it's
 * before that rule changes them: the editor parses without `embeds` in its env.
 */
export function embedSummaryOf(inline: Token): EmbedSummary | undefined {
  const content = (inline.children ?? []).filter((child) => !(child.type === "text" && child.content.trim() === ""));
  const [open, text, close] = content;
  if (content.length !== 3 || open?.type !== "link_open" || text?.type !== "text" || close?.type !== "link_close") {
    return undefined;
  }
  const href = String(open.attrGet("href") ?? "");
  if (open.info !== "auto" && text.content !== href) return undefined;
  const embed = markdownEngine().recogniseEmbed(href);
  return embed ? { provider: embed.provider, label: embed.label, href, text: text.content } : undefined;
}
