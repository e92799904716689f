import { MESSAGES } from "@shared/messages";
import { type Blog, blogSchema } from "@shared/schemas";
import { blogPayload, postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_DELIVERY } from "./lifecycle";
import { type BlogDraft, insertBlog } from "./store";

const stored = (title: string, draft: boolean): BlogDraft => ({
  title,
  image: "/images/blogs/travel-1.webp",
  category: "Travel",
  shortDesc: "A short trip, a long story.",
  longDesc: "We drove north for three days and found the sea.",
  draft,
});

/** Longer than anything else here, so it would top the Features ranking were it listed. */
const LONG_TEXT = Array.from({ length: 500 }, (_, i) => `word${i}`).join(" ");
const SECRET_TITLE = "Zebra secret draft";

describe.each(engines)("drafts ($name)", ({ url }) => {
  let t: TestApp;
  let author: TestUser;
  let reader: TestUser;
  let draftId: string;
  let publishedId: string;

  beforeAll(async () => {
    t = await createTestApp(url());
    author = await signUpUser(t.app, { name: "Drafting Writer" });
    reader = await signUpUser(t.app);
    publishedId = await postBlog(t.app, author.token, { title: "Zebra published", category: "Health" });
    draftId = await postBlog(t.app, author.token, {
      title: SECRET_TITLE,
      category: "Health",
      longDesc: LONG_TEXT,
      draft: true,
    });
  });
  afterAll(async () => t?.close());

  const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: path, headers });

  const listed = async (query: string): Promise<{ ids: string[]; total: number }> => {
    const response = await get(`/api/allBlogs${query}`);
    expect(response.statusCode, query).toBe(200);
    const blogs: Blog[] = blogSchema.array().parse(response.json());
    return { ids: blogs.map((b) => b._id), total: Number(response.headers["x-total-count"]) };
  };

  it("stores a draft and answers it, with draft: true, to its author only", async () => {
    const own = await get(`/api/allBlogs/${draftId}`, bearer(author.token));
    expect(own.statusCode).toBe(200);
    expect(blogSchema.parse(own.json())).toMatchObject({ _id: draftId, title: SECRET_TITLE, draft: true });

    for (const headers of [{}, bearer(reader.token), bearer("not.a.token")]) {
      const response = await get(`/api/allBlogs/${draftId}`, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: MESSAGES.blogNotFound });
    }
    const published = await get(`/api/allBlogs/${publishedId}`);
    expect(published.json()).toMatchObject({ draft: false });
  });

  it.each([
    "",
    "?limit=100",
    "?sort=wordCount&limit=10",
    "?search=zebra",
    "?search=secret",
    "?category=Health",
    "?category=Health&search=Zebra",
    `?exclude=${"0".repeat(24)}&limit=5`,
    "?author=AUTHOR",
    "?offset=1&limit=1",
  ])("never lists a draft in /api/allBlogs%s, nor counts it", async (query) => {
    const resolved = query.replace("AUTHOR", encodeURIComponent(author.email));
    const { ids, total } = await listed(resolved);
    expect(ids).not.toContain(draftId);
    const all = await listed(resolved.replace(/[?&](limit|offset)=\d+/gu, "").replace(/^&/u, "?"));
    expect(total).toBe(all.ids.length);
  });

  it("counts only published blogs in X-Total-Count, even when paging asks for a count", async () => {
    const { total } = await listed(`?author=${encodeURIComponent(author.email)}&limit=1`);
    expect(total).toBe(1);
  });

  it("keeps drafts out of the wishlist and their comments from everyone but the author", async () => {
    const add = await t.app.inject({
      method: "POST",
      url: "/api/wishlist",
      headers: bearer(reader.token),
      payload: { blogId: draftId, userEmail: reader.email },
    });
    expect(add.statusCode).toBe(404);
    const comment = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(reader.token),
      payload: { blogId: draftId, comment: "Found it!" },
    });
    expect(comment.statusCode).toBe(404);
  });

  it("answers 404, not 403, to someone else updating or deleting a draft", async () => {
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${draftId}`,
      headers: bearer(reader.token),
      payload: { title: "Mine", longDesc: "Now" },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({ method: "DELETE", url: `/api/blogs/${draftId}`, headers: bearer(reader.token) });
    expect(del.statusCode).toBe(404);
  });

  it("refuses a draft flag that is not a boolean", async () => {
    for (const draft of ["yes", 1, null]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/blog",
        headers: bearer(author.token),
        payload: blogPayload({ draft }),
      });
      expect(response.statusCode, JSON.stringify(draft)).toBe(400);
      expect(response.json().message).toBe("draft must be true or false.");
    }
  });

  it("publishes a draft as the newest blog, and can take it back", async () => {
    const old = await insertBlog(
      t.store,
      stored("Old draft", true),
      { email: author.email, name: null },
      NO_DELIVERY,
      "2020-01-01T00:00:00.000Z",
    );
    await insertBlog(
      t.store,
      stored("Recent", false),
      { email: reader.email, name: null },
      NO_DELIVERY,
      "2025-01-01T00:00:00.000Z",
    );
    const before = await listed("?category=Travel");
    expect(before.ids).not.toContain(old);

    const publish = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${old}`,
      headers: bearer(author.token),
      payload: { title: "Old draft", longDesc: "We drove north for three days and found the sea.", draft: false },
    });
    expect(publish.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const after = await listed("?category=Travel");
    expect(after.ids[0]).toBe(old);
    const blog = blogSchema.parse((await get(`/api/allBlogs/${old}`)).json());
    expect(blog.draft).toBe(false);
    expect(blog.createdAt > "2025-01-01T00:00:00.000Z").toBe(true);

    // Unpublishing hides it again, wishlists included, without losing anyone's entry.
    await t.app.inject({
      method: "POST",
      url: "/api/wishlist",
      headers: bearer(reader.token),
      payload: { blogId: old, userEmail: reader.email },
    });
    const unpublish = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${old}`,
      headers: bearer(author.token),
      payload: { title: "Old draft", longDesc: "We drove north for three days and found the sea.", draft: true },
    });
    expect(unpublish.json().modifiedCount).toBe(1);
    expect((await listed("?category=Travel")).ids).not.toContain(old);
    const wishlist = await get(`/api/wishlist/${reader.email}`, bearer(reader.token));
    expect(wishlist.json().map((item: { blogId: string }) => item.blogId)).not.toContain(old);
    expect((await get(`/api/comments/${old}`)).json()).toEqual([]);
  });

  it("keeps the state when an update says nothing about it (SPEC's update form)", async () => {
    const id = await postBlog(t.app, author.token, { draft: true });
    await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(author.token),
      payload: { title: "Still a draft", longDesc: "Changed words" },
    });
    expect((await get(`/api/allBlogs/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/allBlogs/${id}`, bearer(author.token))).json()).toMatchObject({
      title: "Still a draft",
      draft: true,
    });
  });
});

describe.each(engines)("GET /api/myBlogs ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let other: TestUser;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app);
    other = await signUpUser(t.app);
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    for (let i = 0; i < 5; i++) {
      const createdAt = new Date(start - i * 60_000).toISOString();
      const author = { email: writer.email.toUpperCase(), name: null };
      ids.push(await insertBlog(t.store, stored(`Mine ${i}`, i % 2 === 1), author, NO_DELIVERY, createdAt));
    }
    await postBlog(t.app, other.token, { title: "Not mine" });
  });
  afterAll(async () => t?.close());

  const mine = (query = "", token = writer.token) =>
    t.app.inject({ url: `/api/myBlogs${query}`, headers: token ? bearer(token) : {} });

  it("lists the writer's own blogs, drafts included, newest first, with the total", async () => {
    const response = await mine();
    expect(response.statusCode).toBe(200);
    const blogs = blogSchema.array().parse(response.json());
    expect(blogs.map((b) => b._id)).toEqual(ids);
    expect(blogs.map((b) => b.draft)).toEqual([false, true, false, true, false]);
    expect(response.headers["x-total-count"]).toBe("5");
  });

  it("pages with limit and offset", async () => {
    const page = await mine("?limit=2&offset=2");
    expect(page.json().map((b: Blog) => b._id)).toEqual(ids.slice(2, 4));
    expect(page.headers["x-total-count"]).toBe("5");
    expect((await mine("?limit=0")).statusCode).toBe(400);
  });

  it("shows nobody else's blogs, and asks for a token", async () => {
    const others = await mine("", other.token);
    expect(others.json().map((b: Blog) => b.title)).toEqual(["Not mine"]);
    expect((await mine("", "")).statusCode).toBe(401);
  });
});
