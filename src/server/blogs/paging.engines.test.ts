import type { Blog } from "@shared/schemas";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVISION_REUSE_MS } from "../http/public-cache";
import { NO_DELIVERY } from "./lifecycle";
import { insertBlog } from "./store";

const START = Date.parse("2026-03-01T12:00:00.000Z");
const AUTHOR = { email: "amy@example.com", name: null };

/** The target of a `Link: <…>; rel="next"` header, or undefined on a last page. */
function nextOf(link: string | string[] | number | undefined): string | undefined {
  if (typeof link !== "string") return undefined;
  return /^<([^>]+)>; rel="next"$/u.exec(link)?.[1];
}

describe.each(engines)("All Blogs paging, counts and caching ($name)", ({ url }) => {
  let t: TestApp;
  let minute = 0;
  /**
   * The clock the app reads; a write made straight to the database (as another instance would make it)
   * reaches anonymous readers once this instance reads the data revision again.
   */
  const clock = { now: START };
  const elsewhere = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    clock.now += REVISION_REUSE_MS;
    return result;
  };

  /** A published blog, each a minute newer than the last; `words` sets its word count. */
  const add = async (title: string, words = 3, category: "Travel" | "Health" = "Travel") => {
    minute += 1;
    const createdAt = new Date(START + minute * 60_000).toISOString();
    const longDesc = Array.from({ length: words }, (_, i) => `w${i}`).join(" ");
    const blog = { title, category, image: "/images/blogs/travel-1.webp", shortDesc: "s", longDesc };
    return elsewhere(insertBlog(t.store, blog, AUTHOR, NO_DELIVERY, createdAt));
  };

  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => clock.now });
    // Word counts with ties (2, 2, 2, …), so the wordCount order leans on its id tie-breaker.
    for (let i = 0; i < 11; i++) await add(`Story ${i}`, 2 + (i % 4), i % 3 === 0 ? "Health" : "Travel");
  });
  afterAll(async () => t?.close());

  const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: path, headers });

  /** Follows Link rel=next from `first` to the end; `between` runs before each next page. */
  const walk = async (first: string, between: () => Promise<void> = async () => {}) => {
    const seen: string[] = [];
    let path: string | undefined = first;
    let pages = 0;
    while (path) {
      const response = await get(path);
      expect(response.statusCode, response.body).toBe(200);
      seen.push(...response.json<Blog[]>().map((blog) => blog._id));
      path = nextOf(response.headers.link);
      pages += 1;
      if (path) await between();
    }
    return { seen, pages };
  };

  const allIds = async (query: string) => (await get(`/api/allBlogs?${query}`)).json<Blog[]>().map((b) => b._id);

  it("walks every list by cursor, page by page, exactly as the whole list reads", async () => {
    for (const query of ["", "sort=wordCount", "category=Travel", "search=story", "category=Health&sort=wordCount"]) {
      const whole = await allIds(query);
      const { seen, pages } = await walk(`/api/allBlogs?${query}&limit=3`);
      expect(seen, query).toEqual(whole);
      expect(pages, query).toBe(Math.ceil(whole.length / 3));
    }
  });

  it("names the next page in Link on offset requests too, and none after the last page", async () => {
    const response = await get("/api/allBlogs?limit=4&offset=4");
    const next = nextOf(response.headers.link);
    expect(next).toMatch(/^\/api\/allBlogs\?limit=4&cursor=[A-Za-z0-9_-]+$/u);
    const whole = await allIds("");
    const rest = await walk(next as string);
    expect(rest.seen).toEqual(whole.slice(8));
    expect((await get(`/api/allBlogs?limit=4&offset=${whole.length - 4}`)).headers.link).toBeUndefined();
    expect((await get("/api/allBlogs?limit=100")).headers.link).toBeUndefined();
  });

  it("neither repeats nor skips a blog while new ones are published during the walk", async () => {
    const before = await allIds("");
    const added: string[] = [];
    const { seen } = await walk("/api/allBlogs?limit=2", async () => {
      added.push(await add(`Breaking ${added.length}`));
    });
    expect(seen).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of added) await elsewhere(t.store.db.deleteFrom("blog").where("id", "=", id).execute());
  });

  it("refuses a malformed cursor, one from another order, and cursor with offset, with 400 and a message", async () => {
    const next = nextOf((await get("/api/allBlogs?limit=2")).headers.link) as string;
    const cursor = new URL(next, "http://x").searchParams.get("cursor") as string;
    for (const path of [
      "/api/allBlogs?cursor=not-a-cursor",
      `/api/allBlogs?cursor=${Buffer.from('["recent",1,2]').toString("base64url")}`,
      `/api/allBlogs?sort=wordCount&cursor=${cursor}`,
      `/api/allBlogs?offset=2&cursor=${cursor}`,
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message, path).toEqual(expect.any(String));
    }
  });

  it("leaves out longDesc with view=card and X-Total-Count with count=none, and keeps both by default", async () => {
    const full = await get("/api/allBlogs?limit=2");
    expect(full.json<Blog[]>()[0]).toHaveProperty("longDesc");
    expect(full.headers["x-total-count"]).toBe("11");

    const card = await get("/api/allBlogs?limit=2&view=card&count=none");
    const cards = card.json<Record<string, unknown>[]>();
    expect(cards[0]).not.toHaveProperty("longDesc");
    expect(Object.keys(cards[0] ?? {}).sort()).toEqual(
      Object.keys(full.json<Blog[]>()[0] ?? {})
        .filter((key) => key !== "longDesc")
        .sort(),
    );
    expect(card.headers["x-total-count"]).toBeUndefined();
    expect((await get("/api/allBlogs?view=wide")).statusCode).toBe(400);
  });

  it("counts after every write: publish, unpublish and delete all show in X-Total-Count at once", async () => {
    const total = async (query = "") => Number((await get(`/api/allBlogs?limit=1${query}`)).headers["x-total-count"]);
    expect(await total()).toBe(11);
    expect(await total("&category=Health")).toBe(4);
    const id = await add("Counted", 3, "Health");
    expect(await total()).toBe(12);
    expect(await total("&category=Health")).toBe(5);
    await elsewhere(t.store.db.updateTable("blog").set({ visibility: 1 }).where("id", "=", id).execute());
    expect(await total()).toBe(11);
    await elsewhere(t.store.db.updateTable("blog").set({ visibility: 0 }).where("id", "=", id).execute());
    expect(await total("&category=Health")).toBe(5);
    await elsewhere(t.store.db.deleteFrom("blog").where("id", "=", id).execute());
    expect(await total()).toBe(11);
    expect(await total("&category=Health")).toBe(4);
  });

  it("answers public reads with an ETag and short shared caching, and 304 while nothing changed", async () => {
    const id = (await allIds(""))[0] as string;
    for (const path of ["/api/allBlogs?limit=3", `/api/allBlogs/${id}`, `/api/comments/${id}`]) {
      const first = await get(path);
      expect(first.statusCode, path).toBe(200);
      expect(first.headers["cache-control"], path).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/u);
      const etag = first.headers.etag as string;
      expect(etag, path).toMatch(/^"[^"]+"$/u);

      const again = await get(path, { "if-none-match": etag });
      expect(again.statusCode, path).toBe(304);
      expect(again.body, path).toBe("");
      expect(again.headers.etag, path).toBe(etag);
      expect((await get(path, { "if-none-match": '"something-else"' })).statusCode, path).toBe(200);
    }
  });

  it("changes the ETag (and the answer) as soon as a write changes what is shown", async () => {
    const path = "/api/allBlogs?limit=3";
    const before = await get(path);
    const id = await add("Fresh news");
    const after = await get(path, { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<Blog[]>()[0]?._id).toBe(id);

    await elsewhere(t.store.db.updateTable("blog").set({ title: "Fresher news" }).where("id", "=", id).execute());
    const renamed = await get(`/api/allBlogs/${id}`);
    expect(renamed.json<Blog>().title).toBe("Fresher news");
    await elsewhere(t.store.db.deleteFrom("blog").where("id", "=", id).execute());
    expect((await get(`/api/allBlogs/${id}`)).statusCode).toBe(404);
  });
});
