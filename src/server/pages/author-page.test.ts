import { randomBytes } from "node:crypto";
import type { Me } from "@shared/profile";
import { postBlog } from "@test/server/blogs";
import { createTestApp, type TestApp } from "@test/server/harness";
import { jsonLd, metaContent, parseHtml } from "@test/server/page-parse";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BASE = "http://localhost:3000";

describe("the author page, /@handle", () => {
  let t: TestApp;
  let writer: TestUser;
  let handle: string;

  beforeAll(async () => {
    t = await createTestApp();
    writer = await signUpUser(t.app, { name: "Octavia Quill", image: "https://img.example/octavia.png" });
    handle = `oq_${randomBytes(3).toString("hex")}`;
    const change = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(writer.token),
      payload: { handle, bio: "Stories <from> the future & elsewhere." },
    });
    expect(change.json<Me>().handle).toBe(handle);
    await postBlog(t.app, writer.token, { title: "Older story", shortDesc: "The first one." });
    await postBlog(t.app, writer.token, { title: "Newer story", shortDesc: "The second one." });
    await postBlog(t.app, writer.token, { title: "Secret draft", draft: true });
    // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
    await t.app.inject({ url: "/" });
  }, 90_000);
  afterAll(async () => t?.close());

  it("shows the writer's name as the heading, photo, bio, counts and posts newest first", async () => {
    const response = await t.app.inject({ url: `/@${handle}` });
    expect(response.statusCode).toBe(200);
    const page = parseHtml(response.body);
    expect(page.querySelector("main h1")?.textContent).toBe("Octavia Quill");
    expect(page.querySelector("main header img")?.getAttribute("src")).toBe("https://img.example/octavia.png");
    expect(page.querySelector("main header")?.textContent).toContain("Stories <from> the future & elsewhere.");
    expect(page.querySelector("main header")?.textContent).toContain("2 posts · 0 followers");
    const titles = [...page.querySelectorAll("main article h3 a")].map((link) => link.textContent);
    expect(titles).toEqual(["Newer story", "Older story"]);
    expect(page.querySelector("main article h3 a")?.getAttribute("href")).toBe(`/@${handle}/newer-story`);
    expect(page.querySelector("main article time")?.getAttribute("datetime")).toMatch(/^\d{4}-\d\d-\d\dT/u);
  });

  it("counts a follow at once on the page and in a post's byline, and an unfollow too: nothing stale", async () => {
    const reader = await signUpUser(t.app);
    const header = async () =>
      parseHtml((await t.app.inject({ url: `/@${handle}` })).body).querySelector("main header");
    expect((await header())?.textContent).toContain("0 followers");
    const follow = (method: "POST" | "DELETE") =>
      t.app.inject({ method, url: `/api/authors/${handle}/follow`, headers: bearer(reader.token) });

    expect((await follow("POST")).statusCode).toBe(200);
    expect((await header())?.textContent).toContain("2 posts · 1 follower");
    // Drawn signed out (no session cookie): the button is there and not pressed.
    expect((await header())?.querySelector("button[aria-pressed]")?.textContent).toBe("Follow");
    const post = parseHtml((await t.app.inject({ url: `/@${handle}/newer-story` })).body);
    expect(post.querySelector("main article")?.textContent).toContain("1 follower");

    expect((await follow("DELETE")).statusCode).toBe(200);
    expect((await header())?.textContent).toContain("2 posts · 0 followers");
  });

  it("carries its head: title, canonical, ProfilePage JSON-LD and the writer's own feeds", async () => {
    const page = parseHtml((await t.app.inject({ url: `/@${handle}` })).body);
    expect(page.title).toBe(`Octavia Quill (@${handle}) · Inkwell`);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${BASE}/@${handle}`);
    expect(metaContent(page, 'meta[property="og:type"]')).toBe("profile");
    expect(metaContent(page, 'meta[name="description"]')).toBe("Stories <from> the future & elsewhere.");
    const feeds = [...page.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute("href"));
    expect(feeds).toEqual(expect.arrayContaining([`${BASE}/@${handle}/rss.xml`, `${BASE}/@${handle}/feed.json`]));
    expect(jsonLd(page)).toEqual([
      expect.objectContaining({
        "@type": "ProfilePage",
        mainEntity: expect.objectContaining({ "@type": "Person", name: "Octavia Quill", alternateName: `@${handle}` }),
      }),
    ]);
  });

  it("sends an earlier handle on to the current one with 301", async () => {
    const fresh = await signUpUser(t.app, { name: "Moving Writer" });
    const old = (await t.app.inject({ url: "/api/me", headers: bearer(fresh.token) })).json<Me>().handle;
    const renamed = `mv_${randomBytes(3).toString("hex")}`;
    await t.app.inject({ method: "PATCH", url: "/api/me", headers: bearer(fresh.token), payload: { handle: renamed } });
    const response = await t.app.inject({ url: `/@${old}?page=1` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/@${renamed}?page=1`);
  });

  it("answers 404 for a handle no one has, and for any other one-segment path", async () => {
    const unknown = await t.app.inject({ url: "/@nobody_has_this" });
    expect(unknown.statusCode).toBe(404);
    expect(parseHtml(unknown.body).querySelector("main h1")?.textContent).toBe("Writer not found");
    const other = await t.app.inject({ url: "/no-such-page" });
    expect(other.statusCode).toBe(404);
    expect(parseHtml(other.body).querySelector("main h1")?.textContent).toBe("404 - Page Not Found");
  });
});
