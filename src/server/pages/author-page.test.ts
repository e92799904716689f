import { randomBytes } from "node:crypto";
import type { Me } from "@shared/profile";
import { HYDRATION_STATE_ID } from "@shared/rendering";
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

  it("says, near the name, which fediverse account a writer moved to, from the data the browser hydrates", async () => {
    const mover = await signUpUser(t.app, { name: "Away Writer" });
    const me = (await t.app.inject({ url: "/api/me", headers: bearer(mover.token) })).json<Me>();
    const header = async () =>
      parseHtml((await t.app.inject({ url: `/@${me.handle}` })).body).querySelector("main header");
    expect((await header())?.textContent).not.toContain("has moved to");

    // PATCH /api/me {movedTo} checks the new account's aliases on its own server (decision 0113), which
    // needs a remote server: the column it stores is set directly, and the cache told as after a write.
    const account = "https://social.example/users/away";
    await t.store.db.updateTable("profile").set({ moved_to: account }).where("user_id", "=", me.id).execute();
    t.app.publicCache.wrote();
    const response = await t.app.inject({ url: `/@${me.handle}` });
    const page = parseHtml(response.body);
    const notice = page.querySelector('main header [role="note"]');
    expect(notice?.textContent).toBe("Away Writer has moved to social.example/users/away.");
    expect(notice?.querySelector("a")?.getAttribute("href")).toBe(account);
    expect(notice?.querySelector("a")?.getAttribute("rel")).toContain("noopener");
    // Hydration starts from the same profile, so the browser draws the same notice.
    expect(page.getElementById(HYDRATION_STATE_ID)?.textContent).toContain(`"movedAccount":"${account}"`);
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
