import { randomBytes } from "node:crypto";
import { postBlog } from "@test/server/blogs";
import { createTestApp, type TestApp } from "@test/server/harness";
import { jsonLd, metaContent, parseHtml, parseXml } from "@test/server/page-parse";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BASE = "http://localhost:3000";

describe("a post at its readable address, /@handle/slug", () => {
  let t: TestApp;
  let writer: TestUser;
  let handle: string;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp();
    writer = await signUpUser(t.app, { name: "Ada Gardener", image: "https://img.example/ada.png" });
    handle = `ada_${randomBytes(3).toString("hex")}`;
    await t.app.inject({ method: "PATCH", url: "/api/me", headers: bearer(writer.token), payload: { handle } });
    id = await postBlog(t.app, writer.token, {
      title: "Quiet Gardens of Kyoto",
      longDesc: Array.from({ length: 500 }, () => "moss").join(" "),
    });
    // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
    await t.app.inject({ url: "/" });
  }, 90_000);
  afterAll(async () => t?.close());

  it("answers the post, naming itself canonical everywhere, with a byline", async () => {
    const response = await t.app.inject({ url: `/@${handle}/quiet-gardens-of-kyoto` });
    expect(response.statusCode).toBe(200);
    const page = parseHtml(response.body);
    const canonical = `${BASE}/@${handle}/quiet-gardens-of-kyoto`;
    expect(page.querySelector("main h1")?.textContent).toBe("Quiet Gardens of Kyoto");
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical);
    expect(metaContent(page, 'meta[property="og:url"]')).toBe(canonical);
    expect(jsonLd(page)[0]).toMatchObject({
      "@type": "BlogPosting",
      url: canonical,
      author: { "@type": "Person", name: "Ada Gardener", url: `${BASE}/@${handle}` },
    });

    const byline = page.querySelector(`main article a[href="/@${handle}"]`);
    expect(byline?.textContent).toBe("Ada Gardener");
    expect(byline?.querySelector("img")?.getAttribute("src")).toBe("https://img.example/ada.png");
    // The name stands beside it, so the photo is silent to screen readers.
    expect(byline?.querySelector("img")?.getAttribute("alt")).toBe("");
    const article = page.querySelector("main article");
    expect(article?.querySelector("time")?.getAttribute("datetime")).toMatch(/^\d{4}-\d\d-\d\dT/u);
    expect(article?.textContent).toContain("3 min read");
    expect(article?.textContent).not.toContain("updated");
    // SPEC's line stays.
    expect(article?.textContent).toContain("Posted by Ada Gardener");
  });

  it("keeps SPEC's /viewDetails/{id} and /viewdetails/{id}, with the readable address as canonical", async () => {
    for (const path of [`/viewDetails/${id}`, `/viewdetails/${id}`]) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode).toBe(200);
      const page = parseHtml(response.body);
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
        `${BASE}/@${handle}/quiet-gardens-of-kyoto`,
      );
    }
  });

  it("moves a renamed post's old address with a 301, and shows it was updated", async () => {
    const other = await postBlog(t.app, writer.token, { title: "A working title" });
    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${other}`,
      headers: bearer(writer.token),
      payload: { title: "The final title", longDesc: "Words, then more words." },
    });
    expect(renamed.statusCode).toBe(200);
    const old = await t.app.inject({ url: `/@${handle}/a-working-title` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/@${handle}/the-final-title`);
    const page = parseHtml((await t.app.inject({ url: `/@${handle}/the-final-title` })).body);
    expect(page.querySelector("main article")?.textContent).toContain("updated");
  });

  it("moves an address with another letter case or an earlier handle to the current one", async () => {
    const upper = await t.app.inject({ url: `/@${handle.toUpperCase()}/Quiet-Gardens-Of-Kyoto` });
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe(`/@${handle}/quiet-gardens-of-kyoto`);
  });

  it("is the 404 page for an unknown post or writer, and for any two-segment path not starting with @", async () => {
    for (const path of [`/@${handle}/no-such-post`, "/@nobody_at_all/anything", "/nothing/here"]) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode, path).toBe(404);
    }
  });

  it("lists posts at their readable address, and writers' pages, in the sitemap", async () => {
    const sitemap = parseXml((await t.app.inject({ url: "/sitemap.xml" })).body);
    const locations = [...sitemap.getElementsByTagName("loc")].map((loc) => loc.textContent);
    expect(locations).toContain(`${BASE}/@${handle}/quiet-gardens-of-kyoto`);
    expect(locations).toContain(`${BASE}/@${handle}`);
    expect(locations.some((loc) => loc?.includes("/viewDetails/"))).toBe(false);
  });

  it("draws the body from the server's HTML, the same markup the client then hydrates without a renderer", async () => {
    const markdown = "## Packing\n\n- **boots**\n\n<script>alert(1)</script>";
    await postBlog(t.app, writer.token, { title: "Packing light", longDesc: markdown });
    const page = parseHtml((await t.app.inject({ url: `/@${handle}/packing-light` })).body);
    const body = page.querySelector("main .markdown-body");
    expect(body?.querySelector("h2")?.textContent).toBe("Packing");
    expect(body?.querySelector("strong")?.textContent).toBe("boots");
    expect(body?.querySelector("script")).toBeNull();
  });
});
