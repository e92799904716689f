import { type Blog, blogSchema } from "@shared/schemas";
import { blogPayload } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(engines)("tags ($name)", ({ url }) => {
  let t: TestApp;
  let author: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    author = await signUpUser(t.app, { name: "Tag Writer" });
  });
  afterAll(async () => t?.close());

  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/blog", headers: bearer(author.token), payload });
  const put = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: `/api/blogs/${id}`, headers: bearer(author.token), payload });
  const publish = async (overrides: Record<string, unknown>) => {
    const response = await post(blogPayload(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().insertedId as string;
  };
  const getBlog = async (id: string): Promise<Blog> => {
    const response = await t.app.inject({ url: `/api/allBlogs/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return blogSchema.parse(response.json());
  };
  const list = async (query: string) => {
    const response = await t.app.inject({ url: `/api/allBlogs${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const blogs = blogSchema.array().parse(response.json());
    return { titles: blogs.map((b) => b.title), total: Number(response.headers["x-total-count"]), response };
  };

  it.each<[string, unknown, RegExp]>([
    ["more than ten", Array.from({ length: 11 }, (_, i) => `t${i}`), /at most 10 tags/],
    ["an empty tag", ["ok", "  "], /cannot be empty/],
    ["a tag over 40 characters", ["x".repeat(41)], /longer than 40/],
    ["punctuation", ["c++"], /only letters, digits, spaces and hyphens/],
    ["a duplicate by case", ["Web", "web"], /given twice/],
    ["a duplicate by slug", ["Web Dev", "web-dev"], /given twice/],
    ["a non-list", "one,two", /./],
    ["a non-text entry", [3], /./],
  ])("refuses %s with a 400 and a message", async (_, tags, message) => {
    const response = await post(blogPayload({ tags }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    const id = await publish({ title: "Valid first" });
    const update = await put(id, { title: "Valid first", longDesc: "Body", tags });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toMatch(message);
  });

  it("stores tags in order with their slugs, accepts Unicode letters, and keeps them when an update omits them", async () => {
    const id = await publish({ title: "Tagged post", tags: [" Web  Dev ", "Café", "2026"] });
    expect((await getBlog(id)).tags).toEqual([
      { name: "Web Dev", slug: "web-dev" },
      { name: "Café", slug: "café" },
      { name: "2026", slug: "2026" },
    ]);
    const kept = await put(id, { title: "Tagged post", longDesc: "Changed body" });
    expect(kept.json().modifiedCount).toBe(1);
    expect((await getBlog(id)).tags?.map((tag) => tag.slug)).toEqual(["web-dev", "café", "2026"]);

    const same = await put(id, { title: "Tagged post", longDesc: "Changed body", tags: ["web dev", "CAFÉ", "2026"] });
    expect(same.json().modifiedCount).toBe(0);
    const retag = await put(id, { title: "Tagged post", longDesc: "Changed body", tags: ["2026"] });
    expect(retag.json().modifiedCount).toBe(1);
    expect((await getBlog(id)).tags).toEqual([{ name: "2026", slug: "2026" }]);
    await put(id, { title: "Tagged post", longDesc: "Changed body", tags: [] });
    expect((await getBlog(id)).tags).toEqual([]);
  });

  describe("lists, counts and suggestions", () => {
    beforeAll(async () => {
      await publish({ title: "Rust travel diary", category: "Travel", tags: ["Rustacean", "Slow Travel"] });
      await publish({ title: "Rust in production", category: "Technology", tags: ["rustacean"] });
      await publish({ title: "Gardening basics", category: "Lifestyle", tags: ["Rustacean", "Rusty tools"] });
      await publish({
        title: "Secret rust draft",
        category: "Technology",
        tags: ["Rustacean", "Draftonly"],
        draft: true,
      });
    });

    it("lists a tag's public posts in answers that carry tags", async () => {
      const { titles, total } = await list("?tag=rustacean");
      expect(titles).toEqual(["Gardening basics", "Rust in production", "Rust travel diary"]);
      expect(total).toBe(3);
      const cards = await t.app.inject({ url: "/api/allBlogs?tag=rustacean&view=card&limit=1" });
      expect(cards.json()[0].tags).toEqual([
        { name: "Rustacean", slug: "rustacean" },
        { name: "Rusty tools", slug: "rusty-tools" },
      ]);
    });

    it("combines the tag with category, search and paging", async () => {
      expect((await list("?tag=Slow%20Travel")).titles).toEqual(["Rust travel diary"]);
      expect((await list("?tag=rustacean&category=Technology")).titles).toEqual(["Rust in production"]);
      expect((await list("?tag=rustacean&search=rust")).titles).toEqual(["Rust in production", "Rust travel diary"]);
      expect((await list("?tag=rustacean&search=travel&category=Travel")).titles).toEqual(["Rust travel diary"]);
      expect((await list("?tag=slow-travel&category=Technology")).total).toBe(0);
      const first = await list("?tag=rustacean&limit=2");
      expect(first.titles).toEqual(["Gardening basics", "Rust in production"]);
      expect(first.total).toBe(3);
      expect((await list("?tag=rustacean&limit=2&offset=2")).titles).toEqual(["Rust travel diary"]);
      const next = /<([^>]+)>; rel="next"/u.exec(String(first.response.headers.link))?.[1] ?? "";
      expect(next).toContain("cursor=");
      const cursorPage = await t.app.inject({ url: next });
      expect(
        blogSchema
          .array()
          .parse(cursorPage.json())
          .map((b) => b.title),
      ).toEqual(["Rust travel diary"]);
    });

    it("counts public posts only and is a 404 for an unknown or drafts-only tag", async () => {
      const response = await t.app.inject({ url: "/api/tags/rustacean" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: "Rustacean", slug: "rustacean", count: 3 });
      expect((await t.app.inject({ url: "/api/tags/RUSTACEAN" })).json().count).toBe(3);
      for (const slug of ["draftonly", "no-such-tag"]) {
        const missing = await t.app.inject({ url: `/api/tags/${slug}` });
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toEqual(expect.any(String));
      }
    });

    it("suggests tags by prefix in any case, most used first, never drafts-only ones", async () => {
      const suggest = async (q?: string) => {
        const response = await t.app.inject({
          url: q === undefined ? "/api/tags" : `/api/tags?q=${encodeURIComponent(q)}`,
        });
        expect(response.statusCode).toBe(200);
        return response.json() as Array<{ name: string; slug: string; count: number }>;
      };
      expect(await suggest("RUST")).toEqual([
        { name: "Rustacean", slug: "rustacean", count: 3 },
        { name: "Rusty tools", slug: "rusty-tools", count: 1 },
      ]);
      expect((await suggest("rusty t")).map((tag) => tag.slug)).toEqual(["rusty-tools"]);
      const all = await suggest("");
      expect(all[0]).toEqual({ name: "Rustacean", slug: "rustacean", count: 3 });
      expect(all.length).toBeLessThanOrEqual(20);
      expect(all.map((tag) => tag.slug)).not.toContain("draftonly");
      expect(await suggest()).toEqual(all);
      expect(await suggest("%")).toEqual([]);
    });
  });
});
