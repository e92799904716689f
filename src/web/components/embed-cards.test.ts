import { testI18n } from "@test/web/i18n";
import type { Translate } from "@web/i18n/useT";
import type { MouseEvent } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { loadEmbed } from "./embed-cards";

const german = testI18n("de");
const t: Translate = (key, values) => german._(key, values);

/** A post body holding one embed card, as shared/markdown.ts draws it, and a click on its button. */
function clickLoad(title?: string) {
  const body = document.createElement("div");
  body.innerHTML = `<div class="embed-card"><p class="embed-link"><a href="https://social.example/@a/1">post</a></p><p class="embed-load"><button type="button" data-embed-kind="post" data-embed-src="https://social.example/@a/1/embed"${title ? ` data-embed-title="${title}"` : ""}>Load post</button></p></div>`;
  document.body.append(body);
  const button = body.querySelector("button") as HTMLButtonElement;
  loadEmbed({ target: button, currentTarget: body } as unknown as MouseEvent<HTMLElement>, t);
  return body;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("an embed card's frame, in the reader's language (issue 59)", () => {
  it("is named by the card's label, or in the reader's words when it has none", () => {
    expect(clickLoad("Mastodon")?.querySelector("iframe")?.title).toBe("Mastodon");
    expect(clickLoad()?.querySelector("iframe")?.title).toBe("Eingebetteter Inhalt");
  });

  it("says in the reader's words when the page's policy refuses the frame", () => {
    const body = clickLoad();
    const violation = Object.assign(new Event("securitypolicyviolation"), {
      violatedDirective: "frame-src",
      blockedURI: "https://social.example",
    });
    document.dispatchEvent(violation);
    expect(body.querySelector(".embed-note")?.textContent).toBe(
      "Der Inhalt konnte hier nicht geladen werden. Der Link oben öffnet ihn auf social.example.",
    );
  });
});
