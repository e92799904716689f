import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { i18nFor } from "./i18n";
import { pseudoCatalogue, pseudoMessage } from "./pseudo";

/** A message in the pseudo-locale, as the browser and the server format it. */
function say(message: string, values: Record<string, string | number> = {}): string {
  const i18n = i18nFor(
    "en-XA" as "en" /* the pseudo-locale is no InterfaceLocale on purpose (decision 0149) */,
    pseudoCatalogue({ key: compileMessageOrThrow(message) }),
  );
  return i18n._("key", values);
}

describe("the pseudo-locale (decision 0149)", () => {
  it("accents and lengthens each word, and brackets the message", () => {
    expect(say("Log In")).toBe("⟦Ļöĝ~ Îñ~⟧");
  });

  it("keeps arguments, plurals with their count, selects and withNodes' marks", () => {
    const plural = "{count, plural, one {# post by {name}} other {# posts}}";
    expect(say(plural, { count: 1, name: "Ada" })).toBe("⟦1 þöšţ~~ ƀý~ Ada⟧");
    expect(say(plural, { count: 3, name: "Ada" })).toBe("⟦3 þöšţš~~⟧");
    expect(say("{kind, select, a {Apple} other {Other}}", { kind: "a" })).toBe("⟦Àþþļé~~⟧");
    expect(say("Posted by \uE000", { name: "x" })).toBe("⟦Þöšţéð~~ ƀý~ \uE000⟧");
  });

  it("leaves an empty message empty", () => {
    expect(pseudoMessage("")).toBe("");
  });
});
