import { MAX_PAGE_SIZE } from "@shared/limits";
import { type Blog, blogSchema } from "@shared/schemas";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_DELIVERY } from "./lifecycle";
import { insertBlog } from "./store";

const HOUR = 60 * 60 * 1000;
const START = Date.parse("2026-03-01T12:00:00.000Z");
const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");

/** A fixed library: [title, category, words, author]; the first is newest, each an hour older. */
const LIBRARY: Array<[string, string, number, string]> = [
  ["Alpha Travel Notes", "Travel", 5, "amy@example.com"],
  ["alpha tech deep dive", "Technology", 50, "ben@example.com"],
  ["100% Honest Review", "Lifestyle", 20, "amy@example.com"],
  ["Under_score Tales", "Education", 10, "ben@example.com"],
  ["Back\\slash Stories", "Health", 30, "ben@example.com"],
  ...Array.from({ length: 10 }, (_, i): [string, string, number, string] => [
    `Filler ${i + 1}`,
    "Technology",
    i + 1,
    "cat@example.com",
  ]),
];

describe.each(engines)("GET /api/allBlogs ($name)", ({ url }) => {
  let t: TestApp;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(url());
    for (const [index, [title, category, count, email]] of LIBRARY.entries()) {
      const draft = { title, category: category as "Travel", image: "/images/blogs/travel-1.webp", shortDesc: "s" };
      const createdAt = new Date(START - index * HOUR).toISOString();
      ids.push(
        await insertBlog(t.store, { ...draft, longDesc: words(count) }, { email, name: null }, NO_DELIVERY, createdAt),
      );
    }
  });
  afterAll(async () => t?.close());

  const list = async (query = "") => {
    const response = await t.app.inject({ url: `/api/allBlogs${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const blogs: Blog[] = blogSchema.array().parse(response.json());
    return { blogs, total: Number(response.headers["x-total-count"]), titles: blogs.map((b) => b.title) };
  };

  it("lists every blog newest first with the total in X-Total-Count", async () => {
    const { blogs, total } = await list();
    expect(total).toBe(LIBRARY.length);
    expect(blogs.map((b) => b._id)).toEqual(ids);
    expect(blogs[0]).toMatchObject({
      title: "Alpha Travel Notes",
      category: "Travel",
      email: "amy@example.com",
      username: null,
      wordCount: 5,
    });
  });

  it("searches titles case-insensitively", async () => {
    const { titles, total } = await list("?search=ALPHA");
    expect(titles).toEqual(["Alpha Travel Notes", "alpha tech deep dive"]);
    expect(total).toBe(2);
    expect((await list("?search=tech%20DEEP")).titles).toEqual(["alpha tech deep dive"]);
  });

  it.each<[string, string[]]>([
    ["%25", ["100% Honest Review"]],
    ["_", ["Under_score Tales"]],
    // Unescaped, `_` would match the "s" of "Honest".
    ["e_t", []],
    ["%5C", ["Back\\slash Stories"]],
  ])("treats LIKE wildcards in search=%s literally", async (search, expected) => {
    expect((await list(`?search=${search}`)).titles).toEqual(expected);
  });

  it("matches categories exactly and treats an empty filter as none", async () => {
    const tech = await list("?category=Technology");
    expect(tech.total).toBe(11);
    expect(tech.blogs.every((b) => b.category === "Technology")).toBe(true);
    expect((await list("?category=technology")).total).toBe(0);
    expect((await list("?category=&search=")).total).toBe(LIBRARY.length);
  });

  it("applies search and category together", async () => {
    expect((await list("?search=alpha&category=Travel")).titles).toEqual(["Alpha Travel Notes"]);
    expect((await list("?search=alpha&category=Health")).total).toBe(0);
  });

  it("sorts by word count, longest first, for the Features top ten", async () => {
    const { blogs, total } = await list("?sort=wordCount&limit=10");
    expect(total).toBe(LIBRARY.length);
    expect(blogs).toHaveLength(10);
    expect(blogs.map((b) => b.wordCount)).toEqual([50, 30, 20, 10, 10, 9, 8, 7, 6, 5]);
  });

  it("pages with limit and offset without gaps or repeats", async () => {
    const pages: string[] = [];
    for (let offset = 0; offset < LIBRARY.length; offset += 4) {
      const { blogs, total } = await list(`?limit=4&offset=${offset}`);
      expect(total).toBe(LIBRARY.length);
      pages.push(...blogs.map((b) => b._id));
    }
    expect(pages).toEqual(ids);
    const beyond = await list("?offset=500");
    expect(beyond.blogs).toEqual([]);
    expect(beyond.total).toBe(LIBRARY.length);
  });

  it("leaves out the excluded id (the details sidebar)", async () => {
    const { blogs, total } = await list(`?exclude=${ids[0]}&limit=5`);
    expect(total).toBe(LIBRARY.length - 1);
    expect(blogs.map((b) => b._id)).toEqual(ids.slice(1, 6));
  });

  it("filters by author email regardless of case", async () => {
    const { titles } = await list("?author=AMY@example.com");
    expect(titles).toEqual(["Alpha Travel Notes", "100% Honest Review"]);
  });

  it.each<[string, string | undefined]>([
    ["?limit=0", undefined],
    [`?limit=${MAX_PAGE_SIZE + 1}`, undefined],
    ["?limit=ten", undefined],
    ["?offset=-1", undefined],
    ["?sort=popular", "sort must be recent or wordCount."],
    ["?exclude=nope", "That id is not valid."],
    [`?search=${"x".repeat(201)}`, undefined],
  ])("refuses %s with 400", async (query, message) => {
    const response = await t.app.inject({ url: `/api/allBlogs${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(message ?? expect.any(String));
  });

  it("never answers more than the largest page", async () => {
    const { blogs } = await list(`?limit=${MAX_PAGE_SIZE}`);
    expect(blogs.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });
});

describe.each(engines)("X-Total-Count across origins ($name)", ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(url(), { corsOrigins: ["https://reader.example"] });
  });
  afterAll(async () => t?.close());

  it("is readable by an allowed cross-origin client", async () => {
    const response = await t.app.inject({ url: "/api/allBlogs", headers: { origin: "https://reader.example" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("0");
    expect(String(response.headers["access-control-expose-headers"])).toContain("X-Total-Count");
  });
});
