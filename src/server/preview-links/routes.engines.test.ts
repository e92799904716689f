import { MESSAGES } from "@shared/messages";
import { PREVIEW_MESSAGES, previewLinkSchema } from "@shared/preview-link-schemas";
import { blogSchema } from "@shared/schemas";
import { postBlog, UNKNOWN_ID } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { metaContent, parseHtml } from "@test/server/page-parse";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(engines)("private preview links ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let other: TestUser;
  let moderator: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app, { name: "Petra Preview" });
    other = await signUpUser(t.app);
    moderator = await signUpUser(t.app);
    await setRole(t.store, writer.email, "member");
    await setRole(t.store, other.email, "member");
    await setRole(t.store, moderator.email, "moderator");
  });
  afterAll(async () => t?.close());

  const call = (method: "POST" | "DELETE", id: string, user?: TestUser) =>
    t.app.inject({ method, url: `/api/blogs/${id}/preview`, headers: user ? bearer(user.token) : {} });
  const draft = (title = "Secret draft") => postBlog(t.app, writer.token, { title, draft: true });
  const tokenOf = (link: string) => new URL(link).pathname.replace("/preview/", "");
  const linkFor = async (id: string) => {
    const response = await call("POST", id, writer);
    expect(response.statusCode, response.body).toBe(200);
    return previewLinkSchema.parse(response.json()).url;
  };
  const readApi = (token: string) => t.app.inject({ url: `/api/previews/${token}` });

  it("gives the writer one link per draft, on the public origin, the same each time", async () => {
    const id = await draft();
    const first = await linkFor(id);
    expect(first).toMatch(/^http:\/\/localhost:3000\/preview\/[A-Za-z0-9_-]{43}$/u);
    expect(await linkFor(id)).toBe(first);
    // Another draft has a link of its own.
    expect(await linkFor(await draft("Another draft"))).not.toBe(first);
  });

  it("lets anyone with the link read the draft, never cached, and nobody else learns of it", async () => {
    const id = await draft("Readable through its link");
    const token = tokenOf(await linkFor(id));
    const response = await readApi(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(blogSchema.parse(response.json())).toMatchObject({
      _id: id,
      title: "Readable through its link",
      draft: true,
    });
    // The draft itself stays out of reach by its id.
    expect((await t.app.inject({ url: `/api/allBlogs/${id}` })).statusCode).toBe(404);
    const listed = await t.app.inject({ url: "/api/allBlogs?search=Readable%20through" });
    expect(listed.json()).toEqual([]);
  });

  it("refuses signed out (401), someone else (404 for a draft, 403 for a public post), unknown (404)", async () => {
    const id = await draft();
    const published = await postBlog(t.app, writer.token, { title: "Out in the open" });
    for (const method of ["POST", "DELETE"] as const) {
      const signedOut = await call(method, id);
      expect(signedOut.statusCode, method).toBe(401);
      // Authorization before validation: a malformed id is a 401 too when signed out.
      expect((await call(method, "not-an-id")).statusCode, method).toBe(401);
      const hiddenDraft = await call(method, id, other);
      expect(hiddenDraft.statusCode, method).toBe(404);
      expect(hiddenDraft.json(), method).toEqual(expect.objectContaining({ message: MESSAGES.blogNotFound }));
      const othersPost = await call(method, published, other);
      expect(othersPost.statusCode, method).toBe(403);
      expect(othersPost.json(), method).toEqual(expect.objectContaining({ message: PREVIEW_MESSAGES.notAuthorized }));
      expect((await call(method, UNKNOWN_ID, writer)).statusCode, method).toBe(404);
    }
  });

  it("answers 409 for a post that is already public: there is nothing to preview", async () => {
    const published = await postBlog(t.app, writer.token, { title: "Already public" });
    const response = await call("POST", published, writer);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(expect.objectContaining({ message: PREVIEW_MESSAGES.alreadyPublic }));
  });

  it("never opens what moderation closed: a hidden draft is neither linked nor readable", async () => {
    const id = await draft("Hidden later");
    const token = tokenOf(await linkFor(id));
    const hide = await t.app.inject({
      method: "POST",
      url: `/api/admin/blogs/${id}/hide`,
      headers: bearer(moderator.token),
      payload: {},
    });
    expect(hide.statusCode).toBe(200);
    expect((await readApi(token)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/preview/${token}` })).statusCode).toBe(404);
    const again = await call("POST", id, writer);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(expect.objectContaining({ message: PREVIEW_MESSAGES.moderated }));
  });

  it("revoking closes the link (204, then 404 on the API and the page); a new link is a new token", async () => {
    const id = await draft("Revoked soon");
    const link = await linkFor(id);
    const revoked = await call("DELETE", id, writer);
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe("");
    const api = await readApi(tokenOf(link));
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual(expect.objectContaining({ message: PREVIEW_MESSAGES.notFound }));
    expect((await t.app.inject({ url: new URL(link).pathname })).statusCode).toBe(404);
    // Revoking again changes nothing; a malformed or unknown token is the same 404.
    expect((await call("DELETE", id, writer)).statusCode).toBe(204);
    expect((await readApi("short")).statusCode).toBe(404);
    expect(await linkFor(id)).not.toBe(link);
  });

  it("draws the page whole: the draft under its banner, noindex, private, no-store", async () => {
    const id = await draft("Page of a draft");
    const path = new URL(await linkFor(id)).pathname;
    const response = await t.app.inject({ url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const page = parseHtml(response.body);
    expect(metaContent(page, 'meta[name="robots"]')).toContain("noindex");
    expect(page.querySelector("h1")?.textContent).toBe("Page of a draft");
    expect(page.querySelector('[role="note"]')?.textContent).toBe(PREVIEW_MESSAGES.banner);
    // No comments, wishlist or sharing on a preview.
    expect(page.querySelector("#comments-title")).toBeNull();
    expect(response.body).not.toContain("Copy link");
  }, 90_000);

  it("once the post is published, the link leads to its address for good (301)", async () => {
    const id = await draft("Published at last");
    const link = await linkFor(id);
    const publish = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(writer.token),
      payload: { title: "Published at last", longDesc: "Now everyone may read it.", draft: false },
    });
    expect(publish.statusCode).toBe(200);
    const post = blogSchema.parse((await t.app.inject({ url: `/api/allBlogs/${id}` })).json());
    const page = await t.app.inject({ url: new URL(link).pathname });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(post.url);
    expect(post.url).toMatch(/^\/@/u);
    const api = await readApi(tokenOf(link));
    expect(api.statusCode).toBe(200);
    expect(blogSchema.parse(api.json())).toMatchObject({ _id: id, draft: false, url: post.url });
  }, 90_000);
});
