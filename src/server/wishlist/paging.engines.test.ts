import type { WishlistItem } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToWishlist } from "./store";

const SAVED = 7;

describe.each(engines)("wishlist paging ($name)", ({ url }) => {
  let t: TestApp;
  let reader: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    const author = await signUpUser(t.app);
    reader = await signUpUser(t.app);
    for (let i = 0; i < SAVED; i++) {
      await addToWishlist(t.store, reader.email, await postBlog(t.app, author.token, { title: `Saved ${i}` }));
    }
  });
  afterAll(async () => t?.close());

  const get = (path: string) => t.app.inject({ url: path, headers: bearer(reader.token) });
  const nextOf = (link: unknown) => (typeof link === "string" ? /^<([^>]+)>; rel="next"$/u.exec(link)?.[1] : undefined);

  it("answers everything by default with the total, never cacheable by anyone else", async () => {
    const response = await get(`/api/wishlist/${reader.email}`);
    expect(response.json<WishlistItem[]>()).toHaveLength(SAVED);
    expect(response.headers["x-total-count"]).toBe(String(SAVED));
    expect(response.headers.link).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("pages by cursor through every item once, newest first, as the whole list reads", async () => {
    const whole = (await get(`/api/wishlist/${reader.email}`)).json<WishlistItem[]>().map((item) => item._id);
    const seen: string[] = [];
    let path: string | undefined = `/api/wishlist/${encodeURIComponent(reader.email)}?limit=3`;
    while (path) {
      const response = await get(path);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["x-total-count"]).toBe(String(SAVED));
      seen.push(...response.json<WishlistItem[]>().map((item) => item._id));
      path = nextOf(response.headers.link);
    }
    expect(seen).toEqual(whole);
    const byOffset = await get(`/api/wishlist/${reader.email}?limit=2&offset=2`);
    expect(byOffset.json<WishlistItem[]>().map((item) => item._id)).toEqual(whole.slice(2, 4));
  });

  it("refuses a limit above 1000 and a bad cursor with 400", async () => {
    for (const query of ["limit=1001", "cursor=garbage"]) {
      expect((await get(`/api/wishlist/${reader.email}?${query}`)).statusCode, query).toBe(400);
    }
  });
});
