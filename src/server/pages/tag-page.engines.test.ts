import { BLOG_PAGE_SIZE } from "@shared/limits";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { parseHtml, parseXml } from "@test/server/page-parse";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BASE = "http://localhost:3000";

describe.each(engines)("the tag page, /tag/:slug, and its feed ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app, { name: "Tess Tagger" });
    // One more than a page, so the list pages; the oldest is written first.
    for (let i = 0; i <= BLOG_PAGE_SIZE; i++) {
      await postBlog(t.app, writer.token, { title: `Garden note ${i}`, tags: ["Slow Gardening", "Notes"] });
    }
    await postBlog(t.app, writer.token, { title: "Untagged" });
    await postBlog(t.app, writer.token, { title: "Hidden plans", tags: ["Slow Gardening", "Unseen"], draft: true });
    // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
    await t.app.inject({ url: "/" });
  }, 120_000);
  afterAll(async () => t?.close());

  it("lists the tag's public posts newest first with its own title, canonical URL and feed", async () => {
    const response = await t.app.inject({ url: "/tag/slow-gardening" });
    expect(response.statusCode).toBe(200);
    const page = parseHtml(response.body);
    expect(page.title).toBe("#Slow Gardening · Inkwell");
    expect(page.querySelector("main h1")?.textContent).toBe("#Slow Gardening");
    expect(page.querySelector("main header")?.textContent).toContain(`${BLOG_PAGE_SIZE + 1} posts`);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${BASE}/tag/slow-gardening`);
    const feeds = [...page.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((link) =>
      link.getAttribute("href"),
    );
    expect(feeds.some((href) => href?.endsWith("/tag/slow-gardening/rss.xml"))).toBe(true);
    const titles = [...page.querySelectorAll("main article h2 a")].map((link) => link.textContent);
    expect(titles).toHaveLength(BLOG_PAGE_SIZE);
    expect(titles[0]).toBe(`Garden note ${BLOG_PAGE_SIZE}`);
    expect(titles).not.toContain("Hidden plans");
    // Each card links its tags, in a labelled list.
    const tagLinks = [...page.querySelectorAll('main article ul[aria-label="Tags"] a')].slice(0, 2);
    expect(tagLinks.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["#Slow Gardening", "/tag/slow-gardening"],
      ["#Notes", "/tag/notes"],
    ]);
  });

  it("pages with ?page=, canonical on that page", async () => {
    const second = parseHtml((await t.app.inject({ url: "/tag/slow-gardening?page=2" })).body);
    expect([...second.querySelectorAll("main article h2 a")].map((link) => link.textContent)).toEqual([
      "Garden note 0",
    ]);
    expect(second.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${BASE}/tag/slow-gardening?page=2`,
    );
  });

  it("is the 404 page for an unknown tag and for one only drafts carry", async () => {
    for (const slug of ["no-such-tag", "unseen"]) {
      const response = await t.app.inject({ url: `/tag/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(parseHtml(response.body).querySelector("main h1")?.textContent).toBe("404 - Page Not Found");
      expect((await t.app.inject({ url: `/tag/${slug}/rss.xml` })).statusCode).toBe(404);
    }
  });

  it("has an RSS 2.0 feed of the tag's newest public posts", async () => {
    const response = await t.app.inject({ url: "/tag/slow-gardening/rss.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const feed = parseXml(response.body);
    expect(feed.documentElement.getAttribute("version")).toBe("2.0");
    const channel = feed.getElementsByTagName("channel")[0] as Element;
    const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? "";
    expect(text(channel, "title")).toBe("#Slow Gardening · Inkwell");
    expect(text(channel, "link")).toBe(`${BASE}/tag/slow-gardening`);
    expect(feed.getElementsByTagName("atom:link")[0]?.getAttribute("href")).toBe(`${BASE}/tag/slow-gardening/rss.xml`);
    const items = [...feed.getElementsByTagName("item")];
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => text(item, "title"))).not.toContain("Hidden plans");
    expect(items.map((item) => text(item, "title"))).not.toContain("Untagged");
    const categories = [...(items[0] as Element).getElementsByTagName("category")].map((c) => c.textContent);
    expect(categories).toEqual(["Travel", "Slow Gardening", "Notes"]);
  });
});
