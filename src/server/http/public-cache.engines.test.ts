import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Blog } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_DELIVERY } from "../blogs/lifecycle";
import { insertBlog } from "../blogs/store";
import { REVISION_REUSE_MS } from "./public-cache";

describe.each(engines)("public answers and drafts ($name)", ({ url }) => {
  let t: TestApp;
  let author: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    author = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  it("answers a draft to its author as private, and never serves that answer to anyone else", async () => {
    const id = await postBlog(t.app, author.token, { draft: true, title: "Secret plans" });
    for (const path of [`/api/allBlogs/${id}`, `/api/comments/${id}`]) {
      const mine = await t.app.inject({ url: path, headers: bearer(author.token) });
      expect(mine.statusCode, path).toBe(200);
      expect(mine.headers["cache-control"], path).toBe("private, no-store");
    }
    const anonymous = await t.app.inject({ url: `/api/allBlogs/${id}` });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.headers["cache-control"]).toBeUndefined();
    // Nor the other way round: the empty list a stranger gets is not what the author is then served.
    expect((await t.app.inject({ url: `/api/comments/${id}` })).headers["cache-control"]).toBe("private, no-store");
    expect((await t.app.inject({ url: `/api/allBlogs/${id}`, headers: bearer(author.token) })).statusCode).toBe(200);
  });

  it("keeps a published blog public and shared, and drops it the moment it turns back into a draft", async () => {
    const id = await postBlog(t.app, author.token, { title: "Open letter" });
    const open = await t.app.inject({ url: `/api/allBlogs/${id}` });
    expect(open.headers["cache-control"]).toMatch(/^public, /u);
    expect(open.headers.vary).toMatch(/Authorization, Cookie/u);
    // A signed-in browser (session cookie) revalidates every time, so it never shows a list from
    // before its own write; the ETag still saves the body.
    const signedIn = await t.app.inject({ url: `/api/allBlogs/${id}`, headers: { cookie: author.cookie } });
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
    const revalidated = await t.app.inject({
      url: `/api/allBlogs/${id}`,
      headers: { cookie: author.cookie, "if-none-match": signedIn.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(author.token),
      payload: { title: "Open letter", longDesc: "Changed my mind.", draft: true },
    });
    expect(put.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/allBlogs/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/myBlogs", headers: bearer(author.token) })).headers["cache-control"]).toBe(
      "private, no-store",
    );
  });
});

describe.each(engines)("how soon a write reaches readers ($name)", ({ url }) => {
  let t: TestApp;
  let author: TestUser;
  // Frozen unless a test moves it, so "within the window" is exact.
  const clock = { now: Date.parse("2026-11-23T10:00:00Z") };
  const titles = async (headers: Record<string, string> = {}) =>
    (await t.app.inject({ url: "/api/allBlogs?limit=3", headers })).json<Blog[]>().map((blog) => blog.title);

  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => clock.now });
    author = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  it("shows a write through this instance to the very next anonymous read", async () => {
    expect(await titles()).not.toContain("Written here");
    await postBlog(t.app, author.token, { title: "Written here" });
    expect((await titles())[0]).toBe("Written here");
  });

  it("shows a write made elsewhere to signed-in readers at once, and to anonymous ones within the reuse window", async () => {
    const blog = { title: "Written elsewhere", category: "Travel" as const, image: "/x.svg", shortDesc: "s" };
    expect(await titles()).not.toContain("Written elsewhere");
    // Straight into the database, as another instance of the app would write it.
    await insertBlog(t.store, { ...blog, longDesc: "w" }, { email: "elsewhere@example.com", name: null }, NO_DELIVERY);
    // Anonymous readers keep the revision this instance read a moment ago: the cached answer.
    expect(await titles()).not.toContain("Written elsewhere");
    clock.now += REVISION_REUSE_MS;
    expect((await titles())[0]).toBe("Written elsewhere");

    await insertBlog(
      t.store,
      { ...blog, title: "Also elsewhere", longDesc: "w" },
      { email: "e@example.com", name: null },
      NO_DELIVERY,
    );
    expect((await titles({ cookie: author.cookie }))[0]).toBe("Also elsewhere");
    expect((await titles(bearer(author.token)))[0]).toBe("Also elsewhere");
  });
});

describe.each(engines)("compressed public answers ($name)", ({ url }) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(url());
    const author = await signUpUser(t.app);
    for (let i = 0; i < 6; i++) await postBlog(t.app, author.token, { title: `Long enough ${i}` });
  });
  afterAll(async () => t?.close());

  it("answers in brotli or gzip as the client prefers, the same JSON each time, and small answers as they are", async () => {
    const path = "/api/allBlogs?limit=6";
    const plain = await t.app.inject({ url: path });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["br;q=0, gzip", "gzip", gunzipSync],
    ] as const) {
      // Twice: the second is served from the copy kept compressed.
      for (let i = 0; i < 2; i++) {
        const response = await t.app.inject({ url: path, headers: { "accept-encoding": accept } });
        expect(response.headers["content-encoding"], accept).toBe(encoding);
        expect(response.headers.vary).toMatch(/Accept-Encoding/u);
        expect(response.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-${encoding}"`);
        expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
        expect(decode(response.rawPayload).toString("utf8")).toBe(plain.body);
      }
    }
    // Revalidating with the tag of either encoding (or the plain one) is answered 304: the JSON is the same.
    const gzipped = await t.app.inject({ url: path, headers: { "accept-encoding": "gzip" } });
    for (const [accept, tag] of [
      ["br", gzipped.headers.etag],
      ["gzip", plain.headers.etag],
      [undefined, `W/${gzipped.headers.etag}`],
    ] as const) {
      const again = await t.app.inject({
        url: path,
        headers: { "if-none-match": tag as string, ...(accept ? { "accept-encoding": accept } : {}) },
      });
      expect(again.statusCode, `${accept} with ${tag}`).toBe(304);
    }
    const small = await t.app.inject({ url: "/api/allBlogs?limit=1&view=card", headers: { "accept-encoding": "br" } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json<Blog[]>()).toHaveLength(1);
  });
});
