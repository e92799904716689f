import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postBlog } from "../blogs/test-fixtures";
import { createTestApp, engines, type TestApp } from "../test/harness";
import { bearer, signUpUser, type TestUser } from "../test/users";

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
