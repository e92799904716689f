import { MESSAGES } from "@shared/messages";
import { ID_PATTERN, type WishlistItem, wishlistItemSchema } from "@shared/schemas";
import { postBlog, UNKNOWN_ID } from "@test/server/blogs";
import { stepClock } from "@test/server/clock";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.useRealTimers();
});

describe.each(engines)("wishlist ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let reader: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app);
    reader = await signUpUser(t.app);
    other = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  const add = (user: TestUser, blogId: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/wishlist",
      headers: bearer(user.token),
      payload: { blogId, userEmail: user.email, ...extra },
    });

  const wishlistOf = async (user: TestUser): Promise<WishlistItem[]> => {
    const response = await t.app.inject({ url: `/api/wishlist/${user.email}`, headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    return wishlistItemSchema.array().parse(response.json());
  };

  const rowsFor = (email: string, blogId: string) =>
    t.store.db
      .selectFrom("wishlist_item")
      .selectAll()
      .where("user_email", "=", email)
      .where("blog_id", "=", blogId)
      .execute();

  it("starts empty", async () => {
    expect(await wishlistOf(other)).toEqual([]);
  });

  it("adds a blog (201), and a second add returns the same id (200) without a second row", async () => {
    const blogId = await postBlog(t.app, writer.token);
    const first = await add(reader, blogId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ acknowledged: true, insertedId: expect.stringMatching(ID_PATTERN) });
    const again = await add(reader, blogId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowsFor(reader.email, blogId)).toHaveLength(1);
  });

  it("keeps one row when the same blog is added many times at once", async () => {
    const blogId = await postBlog(t.app, writer.token);
    const responses = await Promise.all(Array.from({ length: 8 }, () => add(reader, blogId)));
    const ids = new Set(responses.map((response) => response.json().insertedId));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.every((response) => [200, 201].includes(response.statusCode))).toBe(true);
    expect(await rowsFor(reader.email, blogId)).toHaveLength(1);
  });

  it("lists items newest first with the blog as it is now, not as it was sent", async () => {
    const user = await signUpUser(t.app);
    const older = await postBlog(t.app, writer.token, { title: "Older" });
    const newer = await postBlog(t.app, writer.token, { title: "Newer" });
    await add(user, older, { blogData: { title: "A stale copy" } });
    stepClock(3);
    await add(user, newer);

    const update = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${older}`,
      headers: bearer(writer.token),
      payload: { title: "Older, revised", longDesc: "Now with new words in it" },
    });
    expect(update.json().modifiedCount).toBe(1);

    const items = await wishlistOf(user);
    expect(items.map((item) => item.blogId)).toEqual([newer, older]);
    expect(items[1]).toMatchObject({
      userEmail: user.email,
      blogData: { _id: older, title: "Older, revised", longDesc: "Now with new words in it", wordCount: 6 },
    });
  });

  it("reads a wishlist by email regardless of case", async () => {
    const response = await t.app.inject({
      url: `/api/wishlist/${reader.email.toUpperCase()}`,
      headers: bearer(reader.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
  });

  it("refuses anonymous callers with 401", async () => {
    const blogId = await postBlog(t.app, writer.token);
    expect((await t.app.inject({ url: `/api/wishlist/${reader.email}` })).statusCode).toBe(401);
    const anonymousAdd = await t.app.inject({
      method: "POST",
      url: "/api/wishlist",
      payload: { blogId, userEmail: reader.email },
    });
    expect(anonymousAdd.statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `/api/wishlist/${UNKNOWN_ID}` })).statusCode).toBe(401);
  });

  it("refuses to read or add to someone else's wishlist with 403", async () => {
    const blogId = await postBlog(t.app, writer.token);
    const read = await t.app.inject({ url: `/api/wishlist/${reader.email}`, headers: bearer(other.token) });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ message: MESSAGES.wishlistNotYours });
    const write = await add(other, blogId, { userEmail: reader.email });
    expect(write.statusCode).toBe(403);
    expect(await rowsFor(reader.email, blogId)).toHaveLength(0);
  });

  it("answers 404 for an unknown blog and 400 for a malformed one", async () => {
    const unknown = await add(reader, UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.blogNotFound });
    expect((await add(reader, "xyz")).statusCode).toBe(400);
    expect((await add(reader, UNKNOWN_ID, { userEmail: 12 })).statusCode).toBe(400);
  });

  describe("DELETE /api/wishlist/:id", () => {
    const remove = (id: string, user: TestUser) =>
      t.app.inject({ method: "DELETE", url: `/api/wishlist/${id}`, headers: bearer(user.token) });

    it("lets the owner remove an item, once", async () => {
      const blogId = await postBlog(t.app, writer.token);
      const itemId = (await add(reader, blogId)).json().insertedId;
      const response = await remove(itemId, reader);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
      expect((await wishlistOf(reader)).map((item) => item._id)).not.toContain(itemId);
      const again = await remove(itemId, reader);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: MESSAGES.wishlistItemNotFound });
    });

    it("refuses another user with 403 and keeps the item", async () => {
      const blogId = await postBlog(t.app, writer.token);
      const itemId = (await add(reader, blogId)).json().insertedId;
      const response = await remove(itemId, other);
      expect(response.statusCode).toBe(403);
      expect(await rowsFor(reader.email, blogId)).toHaveLength(1);
    });

    it("answers 400 for a malformed id", async () => {
      expect((await remove("not-an-id", reader)).statusCode).toBe(400);
    });
  });
});
