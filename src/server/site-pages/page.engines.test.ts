import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { jsonLd, metaContent, parseHtml, parseXml } from "@test/server/page-parse";
import { setRole } from "@test/server/roles";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BASE = "http://localhost:3000";

describe.each(engines)("a page of the site's, as readers and robots meet it ($name)", ({ url }) => {
  let t: TestApp;
  let admin: TestUser;
  let draftId: string;

  const write = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/pages",
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { description: "", status: "published", ...payload },
    });

  beforeAll(async () => {
    t = await createTestApp(url());
    admin = await signUpUser(t.app);
    await setRole(t.store, admin.email, "admin");
    await postBlog(t.app, admin.token, { title: "A post about otters" });
    await write({
      title: "About Otter Weekly",
      slug: "about",
      description: "Who writes about otters, and why.",
      body: "## Our story\n\nWe watch **otters**. Write to us at the [contact page](/contact).",
    });
    draftId = (
      await write({ title: "Secret plans", slug: "plans", body: "Otters everywhere.", status: "draft" })
    ).json().id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("is drawn whole at its own address, with its head, for readers without scripts", async () => {
    const response = await t.app.inject({ url: "/about" });
    expect(response.statusCode).toBe(200);
    const page = parseHtml(response.body);
    expect(page.title).toBe("About Otter Weekly · Inkwell");
    expect(page.querySelector("main h1")?.textContent).toBe("About Otter Weekly");
    expect(page.querySelector("main h2")?.textContent).toBe("Our story");
    expect(page.querySelector("main strong")?.textContent).toBe("otters");
    expect(page.querySelector('main a[href="/contact"]')?.textContent).toBe("contact page");
    expect(metaContent(page, 'meta[name="description"]')).toBe("Who writes about otters, and why.");
    expect(metaContent(page, 'meta[property="og:title"]')).toBe("About Otter Weekly · Inkwell");
    expect(metaContent(page, 'meta[property="og:url"]')).toBe(`${BASE}/about`);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${BASE}/about`);
    expect(jsonLd(page)).toContainEqual(
      expect.objectContaining({
        "@type": "WebPage",
        name: "About Otter Weekly",
        url: `${BASE}/about`,
        isPartOf: expect.objectContaining({ "@type": "WebSite", name: "Inkwell" }),
      }),
    );
    // The address is read without regard to case, and names the one canonical page.
    const shouted = parseHtml((await t.app.inject({ url: "/ABOUT" })).body);
    expect(shouted.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${BASE}/about`);
  });

  it("is the 404 page while it is a draft, and where no page is", async () => {
    for (const path of ["/plans", "/nothing-here"]) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode, path).toBe(404);
      expect(parseHtml(response.body).querySelector("h1")?.textContent).toBe("404 - Page Not Found");
    }
    expect(draftId).toMatch(/^[0-9a-f]{24}$/u);
  });

  it("is in the sitemap with its last change, a draft is not", async () => {
    const sitemap = parseXml((await t.app.inject({ url: "/sitemap.xml" })).body);
    const locs = [...sitemap.querySelectorAll("loc")].map((loc) => loc.textContent);
    expect(locs).toContain(`${BASE}/about`);
    expect(locs).not.toContain(`${BASE}/plans`);
    const entry = [...sitemap.querySelectorAll("url")].find(
      (url) => url.querySelector("loc")?.textContent === `${BASE}/about`,
    );
    expect(entry?.querySelector("lastmod")?.textContent).toMatch(/^\d{4}-\d\d-\d\dT/u);
  });

  it("stays out of the feeds, the lists and the search, which carry posts only", async () => {
    const rss = (await t.app.inject({ url: "/rss.xml" })).body;
    expect(rss).toContain("A post about otters");
    expect(rss).not.toContain("About Otter Weekly");
    const feed = (await t.app.inject({ url: "/feed.json" })).body;
    expect(feed).not.toContain("About Otter Weekly");
    const listed = (await t.app.inject({ url: "/api/allBlogs" })).json<Array<{ title: string }>>();
    expect(listed.map((blog) => blog.title)).toEqual(["A post about otters"]);
    const found = (await t.app.inject({ url: "/api/search?q=otters" })).json<{ results: Array<{ title: string }> }>();
    expect(JSON.stringify(found)).toContain("A post about otters");
    expect(JSON.stringify(found)).not.toContain("About Otter Weekly");
  });
});
