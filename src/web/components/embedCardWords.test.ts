import { renderMarkdown } from "@shared/markdown";
import { testI18n } from "@test/web/i18n";
import type { Translate } from "@web/i18n/useT";
import { describe, expect, it } from "vitest";
import { localizeEmbedCards } from "./embedCardWords";

const wordsOf = (locale: "en" | "de" | "ar"): Translate => {
  const i18n = testI18n(locale);
  return (key, values) => i18n._(key, values);
};

const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const POST = "https://mastodon.social/@ann/109876543210";

describe("a post's embed cards in the page's language (issue 59)", () => {
  it("leaves the English as shared/markdown writes it, byte for byte", () => {
    const html = renderMarkdown(`${VIDEO}\n\n${POST}`);
    expect(localizeEmbedCards(html, wordsOf("en"))).toBe(html);
  });

  it("says a video's card, its button and where it connects in German", () => {
    const html = localizeEmbedCards(renderMarkdown(VIDEO), wordsOf("de"));
    expect(html).toContain('<p class="embed-provider">YouTube-Video</p>');
    expect(html).toContain('data-embed-title="YouTube-Video">Video laden</button>');
    expect(html).toContain("<span>Beim Laden wird eine Verbindung zu www.youtube-nocookie.com hergestellt.</span>");
    expect(html).not.toMatch(/Load video|Loading it connects/u);
  });

  it("names a fediverse post's server inside the Arabic sentence", () => {
    const html = localizeEmbedCards(renderMarkdown(POST), wordsOf("ar"));
    expect(html).toContain('<p class="embed-provider">منشور على mastodon.social</p>');
    expect(html).toContain(">تحميل المنشور</button>");
  });

  it("never touches a post's own words that look like a card's", () => {
    const html = renderMarkdown("Load video now. Loading it connects to nothing.");
    expect(localizeEmbedCards(html, wordsOf("de"))).toBe(html);
  });
});
