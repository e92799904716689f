import { describe, expect, it } from "vitest";
import { serverCatalogue } from "./catalogue";

const { translator } = serverCatalogue({
  en: { greeting: "Hello, {name}", posts: "{count, plural, one {# post} other {# posts}}", onlyEnglish: "Only here" },
  es: { greeting: "Hola, {name}", posts: "{count, plural, one {# entrada} other {# entradas}}" },
});

describe("serverCatalogue", () => {
  it("speaks each language with its values and plurals", () => {
    expect(translator("es")("greeting", { name: "Ada" })).toBe("Hola, Ada");
    expect(translator("es")("posts", { count: 1 })).toBe("1 entrada");
    expect(translator("en")("posts", { count: 3 })).toBe("3 posts");
  });

  it("falls back to English's message, never the bare key, where a language lacks one", () => {
    expect(translator("es")("onlyEnglish")).toBe("Only here");
    expect(translator("ja")("greeting", { name: "Ada" })).toBe("Hello, Ada");
  });
});
