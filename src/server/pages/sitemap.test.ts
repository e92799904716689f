import { createTestApp, type TestApp } from "@test/server/harness";
import { addBlogs } from "@test/server/page-content";
import { parseXml } from "@test/server/page-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../db/ids";
import { SITEMAP_MAX_URLS } from "./sitemap";

const BASE = "http://localhost:3000";
// querySelectorAll, not the live getElementsByTagName, whose every index access walks the tree again.
const locs = (document: Document) => [...document.querySelectorAll("loc")].map((loc) => loc.textContent);

describe("GET /sitemap.xml and /robots.txt", () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = await addBlogs(t.store, 3);
  });
  afterAll(async () => t?.close());

  it("lists home, All Blogs, Features and every blog with its last change", async () => {
    const response = await t.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+/u);
    const sitemap = parseXml(response.body);
    expect(sitemap.documentElement.nodeName).toBe("urlset");
    expect(locs(sitemap)).toEqual([
      `${BASE}/`,
      `${BASE}/Blogs`,
      `${BASE}/Features`,
      ...[...ids].sort().map((id) => `${BASE}/viewDetails/${id}`),
    ]);
    const blogEntry = [...sitemap.getElementsByTagName("url")].find((url) => url.textContent?.includes(ids[0] ?? ""));
    expect(blogEntry?.getElementsByTagName("lastmod")[0]?.textContent).toBe("2026-01-01T00:00:00.000Z");
  });

  it("never lists a draft, in the sitemap or the feed", async () => {
    const [hidden] = await addBlogs(t.store, 1, () => ({ title: "Unfinished thoughts", draft: true }));
    const sitemap = await t.app.inject({ url: "/sitemap.xml" });
    expect(locs(parseXml(sitemap.body))).not.toContain(`${BASE}/viewDetails/${hidden}`);
    const feed = await t.app.inject({ url: "/rss.xml" });
    expect(feed.body).not.toContain(hidden);
    expect(feed.body).not.toContain("Unfinished thoughts");
    const page = await t.app.inject({ url: `/viewDetails/${hidden}` });
    expect(page.statusCode).toBe(404);
  });

  it("robots.txt names the sitemap and keeps crawlers out of the private screens", async () => {
    const response = await t.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const path of ["/addBlog", "/update/", "/wishList", "/profile", "/settings"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /");
  });
});

describe("a sitemap past 50,000 URLs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Straight into the table in big batches: 50,000 blogs through the API would take minutes.
    const total = SITEMAP_MAX_URLS + 10;
    for (let start = 0; start < total; start += 500) {
      const rows = Array.from({ length: Math.min(500, total - start) }, () => ({
        id: newId(),
        title: "Bulk",
        image: "/images/blogs/travel-1.webp",
        category: "Travel",
        short_desc: "Bulk",
        long_desc: "Bulk",
        word_count: 1,
        author_email: "bulk@example.com",
        author_name: "Bulk",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-02T00:00:00.000Z",
      }));
      await t.store.db.insertInto("blog").values(rows).execute();
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it("becomes an index of sitemap pages that together list every URL once", async () => {
    const index = parseXml((await t.app.inject({ url: "/sitemap.xml" })).body);
    expect(index.documentElement.nodeName).toBe("sitemapindex");
    expect(locs(index)).toEqual([`${BASE}/sitemap-1.xml`, `${BASE}/sitemap-2.xml`]);

    const first = parseXml((await t.app.inject({ url: "/sitemap-1.xml" })).body);
    const second = parseXml((await t.app.inject({ url: "/sitemap-2.xml" })).body);
    const firstLocs = locs(first);
    const secondLocs = locs(second);
    expect(firstLocs).toHaveLength(SITEMAP_MAX_URLS);
    expect(secondLocs).toHaveLength(13);
    expect(new Set([...firstLocs, ...secondLocs]).size).toBe(SITEMAP_MAX_URLS + 13);
    expect((await t.app.inject({ url: "/sitemap-3.xml" })).statusCode).toBe(404);
  }, 60_000);
});
