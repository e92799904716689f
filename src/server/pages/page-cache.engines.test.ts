import { type App, buildApp } from "@server/app";
import { REVISION_REUSE_MS } from "@server/http/public-cache";
import { PAGE_CACHE_CONTROL, PAGE_VARY } from "@server/pages/plugin";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp, testConfig } from "@test/server/harness";
import { addBlogs } from "@test/server/page-content";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Issue 55, decision 0133: anonymous readers' pages come from the page cache, and a change shows at the
 * next read on every instance. Two apps share one database here, as two instances behind one PostgreSQL
 * (or one SQLite file) would; each keeps its own pages.
 */
describe.each(engines)("the page cache ($name)", ({ url }) => {
  /**
   * The clock both instances read. An anonymous read may reuse the data revision read in the last
   * REVISION_REUSE_MS; moving the clock past that is what "the next read" means on another instance.
   */
  const clock = { now: Date.parse("2026-05-01T09:00:00Z") };
  const later = () => {
    clock.now += REVISION_REUSE_MS;
  };
  let t: TestApp;
  let other: App;
  let writer: TestUser;

  const page = (app: App, path: string, headers: Record<string, string> = {}) => app.inject({ url: path, headers });

  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => clock.now });
    other = await buildApp(testConfig({ databaseUrl: url() }), t.store, { now: () => clock.now });
    await other.ready();
    await addBlogs(t.store, 2, (index) => ({ title: `Kept story ${index}` }));
    writer = await signUpUser(t.app, { name: "Cass Cache" });
    later();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it("keeps an anonymous reader's page: one ETag, a 304 when it stands, and a policy shared caches can use", async () => {
    const first = await page(t.app, "/Blogs");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("Kept story 1");
    expect(first.headers["cache-control"]).toBe(PAGE_CACHE_CONTROL);
    expect(first.headers.vary).toContain("Cookie");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/u);
    // The kept page carries the script hashes its first drawing allowed, or the browser would block them.
    expect(first.headers["content-security-policy"]).toMatch(/script-src[^;]*'sha256-/u);

    // The drawing's time goes out with the answer that drew it, never with a kept copy.
    expect(first.headers["server-timing"]).toMatch(/^render;dur=\d+\.\d$/u);
    const again = await page(t.app, "/Blogs");
    expect(again.headers["server-timing"]).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);

    const revalidated = await page(t.app, "/Blogs", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("shows a post published through one instance at the next read on the other", async () => {
    expect((await page(other, "/Blogs")).body).not.toContain("Fresh from the first instance");
    expect((await page(t.app, "/")).body).not.toContain("Fresh from the first instance");

    await postBlog(t.app, writer.token, { title: "Fresh from the first instance" });
    later();

    expect((await page(other, "/Blogs")).body).toContain("Fresh from the first instance");
    expect((await page(t.app, "/")).body).toContain("Fresh from the first instance");
  });

  it("shows the site's new title at the next read on every instance", async () => {
    // Made an admin first: a role is a profile write, which moves the revision by itself.
    await setRole(t.store, writer.email, "admin");
    later();
    const before = await page(other, "/");
    expect(before.body).not.toContain("The Cached Gazette");
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: bearer(writer.token),
      payload: { title: "The Cached Gazette", description: "Pages as fast as files." },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    later();

    for (const app of [other, t.app]) {
      const after = await page(app, "/");
      expect(after.body).toContain("<title>The Cached Gazette");
      expect(after.headers.etag).not.toBe(before.headers.etag);
    }
  });

  it("never hands a signed-in reader the kept page, and never keeps theirs", async () => {
    const anonymous = await page(t.app, "/Features");
    expect(anonymous.body).toContain('"auth":"signed-out"');

    const signedIn = await page(t.app, "/Features", { cookie: writer.cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.body).not.toContain('"auth":"signed-out"');

    const anonymousAgain = await page(t.app, "/Features");
    expect(anonymousAgain.body).toContain('"auth":"signed-out"');
    expect(anonymousAgain.headers.etag).toBe(anonymous.headers.etag);
  });

  it("keeps no page that is not everyone's 200: a 404 is drawn each time", async () => {
    const missing = await page(t.app, "/viewDetails/0123456789abcdef01234567");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers["cache-control"]).toBe("no-cache");
  });

  it("names the posts a kept page shows in Surrogate-Key and Cache-Tag, so a CDN can purge by post", async () => {
    const id = await postBlog(t.app, writer.token, { title: "Tagged for purging" });
    later();
    const details = await page(t.app, `/viewDetails/${id}`);
    expect(details.statusCode).toBe(200);
    const keys = String(details.headers["surrogate-key"]).split(" ");
    expect(keys).toEqual(expect.arrayContaining(["site", `post-${id}`]));
    expect(String(details.headers["cache-tag"]).split(",")).toEqual(keys);

    const list = await page(t.app, "/Blogs");
    const listKeys = String(list.headers["surrogate-key"]).split(" ");
    // A list names itself one, since a post published anywhere may join it, and each post it shows.
    expect(listKeys).toEqual(expect.arrayContaining(["site", "posts", `post-${id}`]));
    // The least Vary that is still right: pages are drawn by the session cookie, never a token.
    expect(list.headers.vary).toBe(PAGE_VARY);
  });

  it("keeps the sitemap and the feeds like pages: an ETag, a 304, tags, and no Vary on who asks", async () => {
    for (const path of ["/sitemap.xml", "/rss.xml", "/feed.json"]) {
      const first = await page(t.app, path);
      expect(first.statusCode, path).toBe(200);
      expect(first.headers.vary, path).toBe("Accept-Encoding");
      expect(String(first.headers["surrogate-key"]), path).toBe("site posts");
      const etag = String(first.headers.etag);
      expect((await page(t.app, path)).headers.etag, path).toBe(etag);
      expect((await page(t.app, path, { "if-none-match": etag })).statusCode, path).toBe(304);
    }
  });

  it("interleaves signed-in and anonymous readers on the same addresses without either seeing the other's page", async () => {
    const paths = ["/", "/Blogs", "/Features", "/search?q=kept"];
    for (let round = 0; round < 2; round++) {
      for (const path of paths) {
        const anonymous = await page(t.app, path);
        const signedIn = await page(t.app, path, { cookie: writer.cookie });
        expect(anonymous.statusCode, path).toBe(200);
        expect(anonymous.body, path).toContain('"auth":"signed-out"');
        expect(signedIn.statusCode, path).toBe(200);
        expect(signedIn.body, path).not.toContain('"auth":"signed-out"');
        expect(signedIn.headers.etag, path).toBeUndefined();
        expect(signedIn.headers["surrogate-key"], path).toBeUndefined();
        expect(signedIn.headers["cache-control"], path).toBe("private, no-cache");
      }
    }
  });
});
