import { createTestApp, type TestApp } from "@test/server/harness";
import { addBlogs } from "@test/server/page-content";
import { parseXml } from "@test/server/page-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_SIZE } from "./feed-entries";

const BASE = "http://localhost:3000";

describe("GET /rss.xml", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addBlogs(t.store, 22, (index) => ({
      title: `Story ${index} & <friends>`,
      category: index % 2 === 0 ? "Travel" : "Health",
      shortDesc: index === 21 ? "" : `Summary ${index}`,
      longDesc: `Body of story ${index}, in full.`,
    }));
  });
  afterAll(async () => t?.close());

  const items = (feed: Document) => [...feed.getElementsByTagName("item")];
  const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? "";

  it("is RSS 2.0 of the 20 newest blogs with absolute links, GUIDs, dates and summaries", async () => {
    const response = await t.app.inject({ url: "/rss.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+/u);
    const feed = parseXml(response.body);
    expect(feed.documentElement.getAttribute("version")).toBe("2.0");
    const channel = feed.getElementsByTagName("channel")[0] as Element;
    expect(text(channel, "title")).toBe("Inkwell");
    expect(text(channel, "link")).toBe(`${BASE}/`);

    const all = items(feed);
    expect(all).toHaveLength(FEED_SIZE);
    const [newest] = all as [Element];
    expect(text(newest, "title")).toBe("Story 21 & <friends>");
    expect(text(newest, "link")).toMatch(new RegExp(`^${BASE}/viewDetails/[a-f0-9]{24}$`, "u"));
    expect(text(newest, "guid")).toBe(text(newest, "link"));
    expect(newest.getElementsByTagName("guid")[0]?.getAttribute("isPermaLink")).toBe("true");
    expect(new Date(text(newest, "pubDate")).toISOString()).toBe("2026-01-01T00:21:00.000Z");
    // No short description: the start of the text stands in.
    expect(text(newest, "description")).toBe("Body of story 21, in full.");
    expect(text(all[1] as Element, "description")).toBe("Summary 20");
    expect(text(newest, "dc:creator")).toBe("Wendy Writer");
  });

  it("filters by category, and says so", async () => {
    const feed = parseXml((await t.app.inject({ url: "/rss.xml?category=Travel" })).body);
    const travel = items(feed);
    expect(travel).toHaveLength(11);
    expect(travel.every((item) => text(item, "category") === "Travel")).toBe(true);
    expect(text(feed.getElementsByTagName("channel")[0] as Element, "title")).toBe("Inkwell · Travel");
    expect(feed.getElementsByTagName("atom:link")[0]?.getAttribute("href")).toBe(`${BASE}/rss.xml?category=Travel`);
  });

  it("every page advertises it", async () => {
    const page = (await t.app.inject({ url: "/Features" })).body;
    expect(page).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Inkwell" href="${BASE}/rss.xml" />`,
    );
    expect(page).toContain(
      `<link rel="alternate" type="application/feed+json" title="Inkwell" href="${BASE}/feed.json" />`,
    );
  }, 60_000);
});
