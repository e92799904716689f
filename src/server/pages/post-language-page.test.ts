import { randomBytes } from "node:crypto";
import { postBlog } from "@test/server/blogs";
import { createTestApp, type TestApp } from "@test/server/harness";
import { jsonLd, metaContent, parseHtml, parseXml } from "@test/server/page-parse";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BASE = "http://localhost:3000";

describe("a post's language and its translations on the reading page, the feeds and the sitemap", () => {
  let t: TestApp;
  let writer: TestUser;
  let handle: string;
  let arabicPath: string;

  beforeAll(async () => {
    t = await createTestApp();
    writer = await signUpUser(t.app, { name: "Ada Polyglot" });
    handle = `ada_${randomBytes(3).toString("hex")}`;
    await t.app.inject({ method: "PATCH", url: "/api/me", headers: bearer(writer.token), payload: { handle } });
    const original = await postBlog(t.app, writer.token, { title: "The Tide", longDesc: "The tide came in." });
    await postBlog(t.app, writer.token, {
      title: "La marea",
      language: "es-ES",
      longDesc: "Subió la marea.",
      translationOf: original,
    });
    const arabic = await postBlog(t.app, writer.token, {
      title: "المد",
      language: "ar",
      longDesc: "جاء المد.",
      translationOf: original,
    });
    await postBlog(t.app, writer.token, { title: "Alone", longDesc: "Only in English." });
    arabicPath = (await t.app.inject({ url: `/api/allBlogs/${arabic}` })).json<{ url: string }>().url;
    // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
    await t.app.inject({ url: "/" });
  }, 90_000);
  afterAll(async () => t?.close());

  const page = async (slug: string) => {
    const response = await t.app.inject({ url: slug.startsWith("/") ? slug : `/@${handle}/${slug}` });
    expect(response.statusCode).toBe(200);
    return parseHtml(response.body);
  };

  it("marks the article with its language, and its direction where it differs from the page's", async () => {
    const spanish = await page("la-marea");
    expect(spanish.querySelector("main article")?.getAttribute("lang")).toBe("es-ES");
    expect(spanish.querySelector("main article")?.hasAttribute("dir")).toBe(false);
    expect(metaContent(spanish, 'meta[property="og:locale"]')).toBe("es_ES");
    expect(jsonLd(spanish)[0]).toMatchObject({ inLanguage: "es-ES" });

    const arabic = await page(arabicPath);
    expect(arabic.querySelector("main article")?.getAttribute("dir")).toBe("rtl");
    expect(metaContent(arabic, 'meta[property="og:locale"]')).toBe("ar");
  });

  it("offers the other versions by their own names and lists every version, itself too, as alternates", async () => {
    const english = await page("the-tide");
    const links = [...english.querySelectorAll('main article nav[aria-label="Other languages"] a')];
    expect(links.map((link) => [link.textContent, link.getAttribute("hreflang")])).toEqual([
      ["Read in العربية", "ar"],
      ["Read in Español de España", "es-ES"],
    ]);
    expect(links[1]?.querySelector("span")?.getAttribute("lang")).toBe("es-ES");
    expect(links[1]?.getAttribute("href")).toBe(`/@${handle}/la-marea`);

    const alternates = [...english.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(alternates).toEqual([
      ["en", `${BASE}/@${handle}/the-tide`],
      ["ar", `${BASE}${arabicPath}`],
      ["es-ES", `${BASE}/@${handle}/la-marea`],
    ]);
    const spanish = await page("la-marea");
    expect(spanish.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(3);
  });

  it("draws no language links and no alternates for a post alone", async () => {
    const alone = await page("alone");
    expect(alone.querySelector('nav[aria-label="Other languages"]')).toBeNull();
    expect(alone.querySelector('link[rel="alternate"][hreflang]')).toBeNull();
    expect(alone.querySelector("main article")?.getAttribute("lang")).toBe("en");
  });

  it("lists each group's versions as alternates in the sitemap", async () => {
    const response = await t.app.inject({ url: "/sitemap.xml" });
    const xml = parseXml(response.body);
    const entry = [...xml.getElementsByTagName("url")].find(
      (url) => url.getElementsByTagName("loc")[0]?.textContent === `${BASE}/@${handle}/la-marea`,
    );
    const alternates = [...(entry?.getElementsByTagName("xhtml:link") ?? [])].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(alternates).toEqual(
      expect.arrayContaining([
        ["en", `${BASE}/@${handle}/the-tide`],
        ["es-ES", `${BASE}/@${handle}/la-marea`],
      ]),
    );
    expect(alternates).toHaveLength(3);
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("gives each feed item its language where the format has one", async () => {
    const json = (await t.app.inject({ url: "/feed.json" })).json<{
      language?: string;
      items: Array<{ title: string; language?: string }>;
    }>();
    expect(json.items.find((item) => item.title === "La marea")?.language).toBe("es-ES");
    expect(json.items.find((item) => item.title === "Alone")?.language).toBe("en");
    const rss = (await t.app.inject({ url: "/rss.xml" })).body;
    expect(parseXml(rss).getElementsByTagName("language")[0]?.textContent).toBe("en");
  });
});
