import { type App, buildApp } from "@server/app";
import { REVISION_REUSE_MS } from "@server/http/public-cache";
import { PAGE_CACHE_CONTROL } from "@server/pages/plugin";
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

    const again = await page(t.app, "/Blogs");
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
});
