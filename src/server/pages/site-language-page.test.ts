import { randomBytes } from "node:crypto";
import { postBlog } from "@test/server/blogs";
import { createTestApp, type TestApp } from "@test/server/harness";
import { jsonLd, metaContent, parseHtml, parseXml } from "@test/server/page-parse";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BASE = "http://localhost:3000";

/**
 * On a site whose default language is Spanish, a post that names no language is Spanish everywhere a
 * reader or a machine is told (decision 0143, amended); a post that names one keeps it.
 */
describe("an unmarked post on a Spanish site: the reading page, the feeds and the sitemap", () => {
  let t: TestApp;
  let handle: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signUpUser(t.app, { name: "Site Admin" });
    await setRole(t.store, admin.email, "admin");
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: bearer(admin.token),
      payload: { title: "Inkwell", description: "", defaultLanguage: "es" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const writer = await signUpUser(t.app, { name: "Eva Escritora" });
    handle = `eva_${randomBytes(3).toString("hex")}`;
    await t.app.inject({ method: "PATCH", url: "/api/me", headers: bearer(writer.token), payload: { handle } });
    const original = await postBlog(t.app, writer.token, { title: "La marea", longDesc: "Subió la marea." });
    await postBlog(t.app, writer.token, {
      title: "The Tide",
      language: "en",
      longDesc: "The tide came in.",
      translationOf: original,
    });
    // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
    await t.app.inject({ url: "/" });
  }, 90_000);
  afterAll(async () => t?.close());

  const page = async (slug: string) => {
    const response = await t.app.inject({ url: `/@${handle}/${slug}`, headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(200);
    return parseHtml(response.body);
  };

  it("marks the article, og:locale, JSON-LD and the alternates with the site's language", async () => {
    const spanish = await page("la-marea");
    expect(spanish.querySelector("main article")?.getAttribute("lang")).toBe("es");
    expect(metaContent(spanish, 'meta[property="og:locale"]')).toBe("es");
    expect(jsonLd(spanish)[0]).toMatchObject({ inLanguage: "es" });
    const hreflangs = [...spanish.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
      link.getAttribute("hreflang"),
    );
    expect(hreflangs.sort()).toEqual(["en", "es"]);
    const english = await page("the-tide");
    expect(english.querySelector("main article")?.getAttribute("lang")).toBe("en");
  });

  it("says es in the feeds: the channel's language and the unmarked item's", async () => {
    const rss = parseXml((await t.app.inject({ url: "/rss.xml" })).body);
    expect(rss.getElementsByTagName("language")[0]?.textContent).toBe("es");
    const items = [...rss.getElementsByTagName("item")].map((item) => [
      item.getElementsByTagName("title")[0]?.textContent,
      item.getElementsByTagName("dc:language")[0]?.textContent,
    ]);
    expect(items).toEqual(
      expect.arrayContaining([
        ["La marea", "es"],
        ["The Tide", "en"],
      ]),
    );
    const json = (await t.app.inject({ url: "/feed.json" })).json<{
      language?: string;
      items: Array<{ title: string; language?: string }>;
    }>();
    expect(json.language).toBe("es");
    expect(json.items.find((item) => item.title === "La marea")?.language).toBe("es");
    expect(json.items.find((item) => item.title === "The Tide")?.language).toBe("en");
  });

  it("lists the unmarked post as the site's language among the sitemap's alternates", async () => {
    const xml = parseXml((await t.app.inject({ url: "/sitemap.xml" })).body);
    const entry = [...xml.getElementsByTagName("url")].find(
      (url) => url.getElementsByTagName("loc")[0]?.textContent === `${BASE}/@${handle}/the-tide`,
    );
    const alternates = [...(entry?.getElementsByTagName("xhtml:link") ?? [])].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(alternates).toEqual(
      expect.arrayContaining([
        ["es", `${BASE}/@${handle}/la-marea`],
        ["en", `${BASE}/@${handle}/the-tide`],
      ]),
    );
  });
});
