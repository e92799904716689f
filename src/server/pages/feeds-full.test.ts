import { randomBytes } from "node:crypto";
import type { Me } from "@shared/profile";
import { postBlog } from "@test/server/blogs";
import { createTestApp, type TestApp } from "@test/server/harness";
import { parseHtml, parseXml } from "@test/server/page-parse";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BASE = "http://localhost:3000";

type JsonFeed = {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  items: Array<{
    id: string;
    url: string;
    title: string;
    content_html: string;
    summary: string;
    date_published: string;
    authors: Array<{ name: string }>;
    tags: string[];
    image?: string;
  }>;
};

describe("full feeds: RSS with the whole post, JSON Feed 1.1, and one writer's", () => {
  let t: TestApp;
  let writer: TestUser;
  let handle: string;
  let title: string;

  beforeAll(async () => {
    t = await createTestApp();
    writer = await signUpUser(t.app, { name: `Feed Writer ${randomBytes(3).toString("hex")}` });
    handle = (await t.app.inject({ url: "/api/me", headers: bearer(writer.token) })).json<Me>().handle;
    title = `Gardens ${randomBytes(3).toString("hex")}`;
    await postBlog(t.app, writer.token, {
      title,
      category: "Lifestyle",
      image: "/images/blogs/lifestyle-1.webp",
      longDesc: "Some **bold** words, [a link](/Blogs) and ![a photo](/uploads/abc.webp).\n\n<script>alert(1)</script>",
    });
    const other = await signUpUser(t.app);
    await postBlog(t.app, other.token, { title: "Someone else's post" });
  });
  afterAll(async () => t?.close());

  it("carries each post's sanitized HTML with absolute links and images in content:encoded", async () => {
    const feed = parseXml((await t.app.inject({ url: "/rss.xml" })).body);
    const item = [...feed.getElementsByTagName("item")].find(
      (candidate) => candidate.getElementsByTagName("title")[0]?.textContent === title,
    );
    const html = item?.getElementsByTagName("content:encoded")[0]?.textContent ?? "";
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain(`href="${BASE}/Blogs"`);
    expect(html).toContain(`src="${BASE}/uploads/abc.webp"`);
    expect(html).not.toContain("<script");
    expect(item?.getElementsByTagName("dc:creator")[0]?.textContent).toBe(writer.name);
  });

  it("answers JSON Feed 1.1 at /feed.json, the same posts as the RSS feed", async () => {
    const response = await t.app.inject({ url: "/feed.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/feed+json; charset=utf-8");
    const feed = response.json<JsonFeed>();
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      title: "Inkwell",
      home_page_url: `${BASE}/`,
      feed_url: `${BASE}/feed.json`,
    });
    const item = feed.items.find((candidate) => candidate.title === title);
    expect(item).toMatchObject({
      url: expect.stringMatching(new RegExp(`^${BASE}/@${handle}/gardens-[a-z0-9]+$`, "u")),
      authors: [{ name: writer.name }],
      tags: ["Lifestyle"],
      image: `${BASE}/images/blogs/lifestyle-1.webp`,
    });
    // The id outlives a rename: SPEC's address, which keeps reaching the post.
    expect(item?.id).toMatch(new RegExp(`^${BASE}/viewDetails/[a-f0-9]{24}$`, "u"));
    expect(item?.content_html).toContain(`src="${BASE}/uploads/abc.webp"`);
    expect(new Date(item?.date_published ?? "").toISOString()).toBe(item?.date_published);
    const rssTitles = [...parseXml((await t.app.inject({ url: "/rss.xml" })).body).getElementsByTagName("item")].map(
      (entry) => entry.getElementsByTagName("title")[0]?.textContent,
    );
    expect(feed.items.map((entry) => entry.title)).toEqual(rssTitles);
  });

  it("filters the JSON feed by category like the RSS feed", async () => {
    const feed = (await t.app.inject({ url: "/feed.json?category=Lifestyle" })).json<JsonFeed>();
    expect(feed.title).toBe("Inkwell · Lifestyle");
    expect(feed.feed_url).toBe(`${BASE}/feed.json?category=Lifestyle`);
    expect(feed.items.every((item) => item.tags[0] === "Lifestyle")).toBe(true);
  });

  it("announces a category's feeds on its list, and the writer's feeds on each of their posts", async () => {
    const alternates = async (url: string) =>
      [...parseHtml((await t.app.inject({ url })).body).querySelectorAll('link[rel="alternate"]')].map((link) =>
        link.getAttribute("href"),
      );
    expect(await alternates("/Blogs?category=Lifestyle")).toEqual(
      expect.arrayContaining([`${BASE}/rss.xml?category=Lifestyle`, `${BASE}/feed.json?category=Lifestyle`]),
    );
    const post = (await t.app.inject({ url: `/api/allBlogs?author=${handle}` })).json<Array<{ url: string }>>()[0];
    expect(await alternates(post?.url ?? "/")).toEqual(
      expect.arrayContaining([`${BASE}/@${handle}/rss.xml`, `${BASE}/@${handle}/feed.json`, `${BASE}/rss.xml`]),
    );
  });

  it("gives each writer feeds of their own at /@handle/rss.xml and /@handle/feed.json", async () => {
    const rss = await t.app.inject({ url: `/@${handle}/rss.xml` });
    expect(rss.statusCode).toBe(200);
    const channel = parseXml(rss.body).getElementsByTagName("channel")[0] as Element;
    expect(channel.getElementsByTagName("title")[0]?.textContent).toBe(`${writer.name} · Inkwell`);
    const titles = [...channel.getElementsByTagName("item")].map(
      (item) => item.getElementsByTagName("title")[0]?.textContent,
    );
    expect(titles).toEqual([title]);

    const json = (await t.app.inject({ url: `/@${handle}/feed.json` })).json<JsonFeed>();
    expect(json).toMatchObject({ feed_url: `${BASE}/@${handle}/feed.json`, home_page_url: `${BASE}/@${handle}` });
    expect(json.items.map((item) => item.title)).toEqual([title]);
  });

  it("is kept between posts: a reader polling with its ETag gets a 304 until someone publishes", async () => {
    for (const url of ["/rss.xml", "/feed.json", `/@${handle}/rss.xml`]) {
      const first = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(first.statusCode).toBe(200);
      // A feed's own type and caching, not the JSON API's.
      expect(first.headers["content-type"]).toMatch(
        url.endsWith(".json") ? /^application\/feed\+json/u : /^application\/rss\+xml/u,
      );
      expect(first.headers["cache-control"]).toBe("public, max-age=600");
      expect(first.headers["content-encoding"]).toBe("gzip");
      const etag = String(first.headers.etag);
      const again = await t.app.inject({ url, headers: { "if-none-match": etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    }
    const rssTag = String((await t.app.inject({ url: "/rss.xml" })).headers.etag);
    const fresh = `Fresh ${randomBytes(3).toString("hex")}`;
    await postBlog(t.app, writer.token, { title: fresh });
    const after = await t.app.inject({ url: "/rss.xml", headers: { "if-none-match": rssTag } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(fresh);
  });

  it("sends an earlier handle's feed on to the current one, and answers 404 for no one", async () => {
    const renamed = `fw_${randomBytes(3).toString("hex")}`;
    const change = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(writer.token),
      payload: { handle: renamed },
    });
    expect(change.statusCode).toBe(200);
    const moved = await t.app.inject({ url: `/@${handle}/rss.xml` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/@${renamed}/rss.xml`);
    const missing = await t.app.inject({ url: "/@nobody_at_all/feed.json" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: "No writer has the handle @nobody_at_all." });
  });
});
