import { describe, expect, it } from "vitest";
import {
  acceptedLanguages,
  canonicalLanguage,
  interfaceLocaleOf,
  negotiateLocale,
  postLanguageProblem,
  textDirection,
} from "./locales";

describe("acceptedLanguages", () => {
  it("orders by weight, keeps the header's order for equal weights and drops refused or malformed entries", () => {
    expect(acceptedLanguages("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual(["fr-CH", "fr", "en", "de", "*"]);
    expect(acceptedLanguages("de;q=0.5, ja, ar;q=0")).toEqual(["ja", "de"]);
    expect(acceptedLanguages("!!, es;q=2, ;q=1, en")).toEqual(["en"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe("negotiateLocale", () => {
  it("takes the user's setting, then the cookie, then a mail link's, then Accept-Language, then the site's default", () => {
    const all = { userSetting: "de", cookie: "fr", link: "ar", acceptLanguage: "ja", siteDefault: "es" };
    expect(negotiateLocale(all)).toBe("de");
    expect(negotiateLocale({ ...all, userSetting: null })).toBe("fr");
    expect(negotiateLocale({ ...all, userSetting: null, cookie: null })).toBe("ar");
    expect(negotiateLocale({ ...all, userSetting: null, cookie: null, link: null })).toBe("ja");
    expect(negotiateLocale({ siteDefault: "es" })).toBe("es");
    expect(negotiateLocale({})).toBe("en");
  });

  it("skips languages it does not speak and stops at the wildcard", () => {
    expect(negotiateLocale({ acceptLanguage: "pt-BR, es-MX;q=0.8", siteDefault: "de" })).toBe("es");
    expect(negotiateLocale({ acceptLanguage: "pt-BR, *;q=0.9, es;q=0.5", siteDefault: "de" })).toBe("de");
    expect(negotiateLocale({ cookie: "klingon", acceptLanguage: "AR-eg" })).toBe("ar");
  });
});

describe("languages", () => {
  it("maps a regional tag to the interface's language", () => {
    expect(interfaceLocaleOf("es-419")).toBe("es");
    expect(interfaceLocaleOf("pt")).toBeNull();
  });

  it("writes Arabic right to left and the others left to right", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("ar-EG")).toBe("rtl");
    expect(textDirection("ja")).toBe("ltr");
  });

  it("accepts any well-formed language tag for a post, in its canonical case", () => {
    expect(postLanguageProblem("pt-br")).toBeNull();
    expect(canonicalLanguage("pt-br")).toBe("pt-BR");
    expect(postLanguageProblem("not a tag")).toBe("A language must be a tag like en, es or pt-BR.");
    expect(postLanguageProblem("")).not.toBeNull();
  });
});
