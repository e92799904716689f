import { existsSync } from "node:fs";
import path from "node:path";
import { CATEGORIES, HOME_TAGS, tagFilter } from "@shared/categories";
import { FEATURED_BLOGS } from "@shared/limits";
import type { Me } from "@shared/profile";
import { blogSchema } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, cookieHeader, fetchToken, signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_AUTHORS, DEMO_PASSWORD } from "./authors";
import { seedDemoContent } from "./seed";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../web/public");

describe.each(engines)("demo seed ($name)", ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(url());
  });
  afterAll(async () => t?.close());

  const count = async (table: "blog" | "comment") =>
    Number(
      (
        await t.store.db
          .selectFrom(table)
          .select(({ fn }) => fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("fills an empty database with writers who can sign in, their blogs and comments", async () => {
    const result = await seedDemoContent(t.app);
    expect(result?.accounts).toEqual(DEMO_AUTHORS.map(({ email, name }) => ({ email, name })));
    expect(result?.accounts.length).toBeGreaterThanOrEqual(3);

    for (const author of DEMO_AUTHORS) {
      const signIn = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: t.app.config.baseUrl },
        payload: { email: author.email, password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode, author.email).toBe(200);
      // Ada runs the demo site, so its admin screens can be tried at once.
      const token = await fetchToken(t.app, cookieHeader(signIn.headers["set-cookie"]));
      const me = (await t.app.inject({ url: "/api/me", headers: bearer(token) })).json<Me>();
      expect(me.role, author.email).toBe(author.key === "ada" ? "admin" : "member");
    }

    const response = await t.app.inject({ url: "/api/allBlogs?limit=100" });
    const blogs = blogSchema.array().parse(response.json());
    expect(blogs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(blogs.map((blog) => blog.category))).toEqual(new Set(CATEGORIES));
    // Every Trending Tag leads to blogs about it, the three that are not categories included.
    for (const tag of HOME_TAGS) {
      const tagged = await t.app.inject({ url: `/api/allBlogs?${new URLSearchParams(tagFilter(tag))}` });
      expect(blogSchema.array().parse(tagged.json()).length, `#${tag}`).toBeGreaterThan(0);
    }
    expect(new Set(blogs.map((blog) => blog.email))).toEqual(new Set(DEMO_AUTHORS.map((a) => a.email)));
    expect(blogs.every((blog) => blog.username && blog.shortDesc && blog.longDesc)).toBe(true);

    // The Features top ten is meaningful: long and short pieces, with distinct lengths at the top.
    const counts = blogs.map((blog) => blog.wordCount).sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThanOrEqual(600);
    expect(counts.at(-1)).toBeLessThan(60);
    expect(new Set(counts.slice(0, FEATURED_BLOGS)).size).toBe(FEATURED_BLOGS);

    // Dated over past weeks, never in the future.
    const times = blogs.map((blog) => Date.parse(blog.createdAt));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(14 * 24 * 60 * 60 * 1000);

    // Every image ships with the app, so the demo looks right offline.
    for (const blog of blogs) {
      const image = new URL(blog.image);
      expect(image.origin).toBe("http://localhost:3000");
      expect(image.pathname).toMatch(/^\/images\/blogs\/[a-z0-9-]+\.webp$/u);
      expect(existsSync(path.join(PUBLIC_DIR, image.pathname)), blog.image).toBe(true);
    }
    for (const author of DEMO_AUTHORS) expect(existsSync(path.join(PUBLIC_DIR, author.image))).toBe(true);

    const comments = await t.store.db
      .selectFrom("comment")
      .innerJoin("blog", "blog.id", "comment.blog_id")
      .select([
        "comment.author_email as commenter",
        "blog.author_email as writer",
        "comment.created_at",
        "blog.created_at as posted",
      ])
      .execute();
    expect(comments.length).toBeGreaterThanOrEqual(3);
    for (const comment of comments) {
      expect(comment.commenter).not.toBe(comment.writer);
      expect(comment.created_at >= comment.posted).toBe(true);
    }
  });

  it("does nothing on a database that already has blogs", async () => {
    const before = { blogs: await count("blog"), comments: await count("comment") };
    expect(await seedDemoContent(t.app)).toBeUndefined();
    expect({ blogs: await count("blog"), comments: await count("comment") }).toEqual(before);
  });
});

describe.each(engines)("demo seed next to real content ($name)", ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(url());
  });
  afterAll(async () => t?.close());

  it("leaves a database with one user-written blog alone, creating no accounts", async () => {
    const writer = await signUpUser(t.app);
    await postBlog(t.app, writer.token);
    expect(await seedDemoContent(t.app)).toBeUndefined();
    const blogs = await t.store.db.selectFrom("blog").select("author_email").execute();
    expect(blogs).toEqual([{ author_email: writer.email }]);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: t.app.config.baseUrl },
      payload: { email: DEMO_AUTHORS[0]?.email, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).not.toBe(200);
  });
});
