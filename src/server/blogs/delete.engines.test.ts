import { MESSAGES } from "@shared/messages";
import { postBlog, UNKNOWN_ID } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(engines)("DELETE /api/blogs/:id ($name)", ({ url }) => {
  let t: TestApp;
  let author: TestUser;
  let reader: TestUser;
  let fan: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    author = await signUpUser(t.app);
    reader = await signUpUser(t.app);
    fan = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  const remove = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: "DELETE", url: `/api/blogs/${id}`, headers });

  const count = async (table: "blog" | "comment" | "wishlist_item", column: "id" | "blog_id", id: string) => {
    const row = await t.store.db
      .selectFrom(table)
      .select(({ fn }) => fn.countAll().as("n"))
      .where(column, "=", id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  /** A blog with two comments and two readers' wishlist entries. */
  const popularBlog = async () => {
    const id = await postBlog(t.app, author.token);
    for (const [user, text] of [
      [reader, "Great"],
      [fan, "Loved it"],
    ] as const) {
      const comment = await t.app.inject({
        method: "POST",
        url: "/api/comments",
        headers: bearer(user.token),
        payload: { blogId: id, comment: text },
      });
      expect(comment.statusCode).toBe(201);
      const saved = await t.app.inject({
        method: "POST",
        url: "/api/wishlist",
        headers: bearer(user.token),
        payload: { blogId: id, userEmail: user.email },
      });
      expect(saved.statusCode).toBe(201);
    }
    return id;
  };

  it("lets the author delete a blog, with its comments and everyone's wishlist entries", async () => {
    const id = await popularBlog();
    const keep = await popularBlog();
    const response = await remove(id, bearer(author.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });

    expect(await count("blog", "id", id)).toBe(0);
    expect(await count("comment", "blog_id", id)).toBe(0);
    expect(await count("wishlist_item", "blog_id", id)).toBe(0);
    expect((await t.app.inject({ url: `/api/allBlogs/${id}` })).statusCode).toBe(404);
    const wishlist = await t.app.inject({ url: `/api/wishlist/${fan.email}`, headers: bearer(fan.token) });
    expect(wishlist.json().map((item: { blogId: string }) => item.blogId)).toEqual([keep]);
    // The other blog keeps everything.
    expect(await count("comment", "blog_id", keep)).toBe(2);
    expect(await count("wishlist_item", "blog_id", keep)).toBe(2);
    // Gone is gone: a second delete finds nothing.
    expect((await remove(id, bearer(author.token))).statusCode).toBe(404);
  });

  it("deletes a draft for its author", async () => {
    const id = await postBlog(t.app, author.token, { draft: true });
    expect((await remove(id, bearer(author.token))).json()).toEqual({ acknowledged: true, deletedCount: 1 });
  });

  it("refuses anyone else with 403, anonymous callers with 401, and keeps everything", async () => {
    const id = await popularBlog();
    const other = await remove(id, bearer(reader.token));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: MESSAGES.notAuthorizedDelete, code: "FORBIDDEN" });
    expect((await remove(id, {})).statusCode).toBe(401);
    expect((await remove(id, bearer("forged.token.here"))).statusCode).toBe(401);
    expect(await count("blog", "id", id)).toBe(1);
    expect(await count("comment", "blog_id", id)).toBe(2);
    expect(await count("wishlist_item", "blog_id", id)).toBe(2);
  });

  it("answers 404 for an unknown blog and 400 for a malformed id", async () => {
    const unknown = await remove(UNKNOWN_ID, bearer(author.token));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.blogNotFound });
    expect((await remove("nope", bearer(author.token))).statusCode).toBe(400);
  });
});
