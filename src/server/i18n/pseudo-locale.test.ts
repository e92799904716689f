import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { requestLocale } from "./request-locale";

const asking = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe("the pseudo-locale (decision 0149)", () => {
  const cookie = asking({ cookie: "inkwell-lang=en-XA" });
  const browser = asking({ "accept-language": "en-XA, es;q=0.5" });

  it("is English unless the server was started to speak it", () => {
    expect(requestLocale(cookie, { siteDefault: "es" })).toBe("en");
    expect(requestLocale(browser, { siteDefault: "es" })).toBe("en");
  });

  it("is chosen by the switcher's cookie or the browser's first language when it is", () => {
    expect(requestLocale(cookie, { siteDefault: "es", pseudo: true })).toBe("en-XA");
    expect(requestLocale(browser, { siteDefault: "es", pseudo: true })).toBe("en-XA");
  });

  it("gives way to an account's setting and to another language's cookie", () => {
    expect(requestLocale(cookie, { siteDefault: "es", userSetting: "de", pseudo: true })).toBe("de");
    const other = asking({ cookie: "inkwell-lang=ar", "accept-language": "en-XA" });
    expect(requestLocale(other, { siteDefault: "es", pseudo: true })).toBe("ar");
  });

  it("gives way to a mail link's language, which outranks the browser's (decision 0145)", () => {
    const opened = { ...browser, url: "/newsletter/preferences?token=t&lang=fr" } as unknown as FastifyRequest;
    expect(requestLocale(opened, { siteDefault: "es", pseudo: true })).toBe("fr");
  });
});
