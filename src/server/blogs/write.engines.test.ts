import { CATEGORIES } from "@shared/categories";
import { MESSAGES } from "@shared/messages";
import { type Blog, blogSchema, ID_PATTERN } from "@shared/schemas";
import { wordCount } from "@shared/wordCount";
import { blogPayload, postBlog, UNKNOWN_ID } from "@test/server/blogs";
import { stepClock } from "@test/server/clock";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.useRealTimers();
});

describe.each(engines)("blogs: publish, read and update ($name)", ({ url }) => {
  let t: TestApp;
  let author: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    author = await signUpUser(t.app, { name: "Ada Writer" });
    reader = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  const getBlog = async (id: string): Promise<Blog> => {
    const response = await t.app.inject({ url: `/api/allBlogs/${id}` });
    expect(response.statusCode).toBe(200);
    return blogSchema.parse(response.json());
  };

  const post = (payload: unknown, headers: Record<string, string> = bearer(author.token)) =>
    t.app.inject({ method: "POST", url: "/api/blog", headers, payload: payload as Record<string, unknown> });

  describe("POST /api/blog", () => {
    it("publishes as the token's user, ignoring email and username in the body", async () => {
      const longDesc = "  One two  three\nfour\tfive  ";
      const response = await post(
        blogPayload({ title: "  Trimmed title  ", longDesc, email: "someone@else.com", username: "Impostor" }),
      );
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(ID_PATTERN) });

      const blog = await getBlog(body.insertedId);
      expect(blog).toMatchObject({
        _id: body.insertedId,
        title: "Trimmed title",
        email: author.email,
        username: "Ada Writer",
        category: "Travel",
        longDesc: longDesc.trim(),
        wordCount: 5,
      });
      expect(blog.createdAt).toBe(blog.updatedAt);
    });

    it("accepts every category and site-relative image paths", async () => {
      for (const category of CATEGORIES) {
        const response = await post(blogPayload({ category, image: "/images/blogs/travel-1.webp" }));
        expect(response.statusCode, category).toBe(201);
      }
    });

    it("refuses anonymous and forged callers with 401", async () => {
      expect((await post(blogPayload(), {})).statusCode).toBe(401);
      const forged = await post(blogPayload(), bearer("not.a.token"));
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toEqual(expect.any(String));
    });

    it.each([
      ["a category outside the five", { category: "Food" }, `Category must be one of ${CATEGORIES.join(", ")}.`],
      ["a lower-cased category", { category: "travel" }, `Category must be one of ${CATEGORIES.join(", ")}.`],
      ["an ftp image", { image: "ftp://example.com/a.png" }, "Image URL must start with http://, https:// or /."],
      ["an image that is not a URL", { image: "picture.png" }, "Image URL must start with http://, https:// or /."],
      ["a blank image", { image: "  " }, "Image URL is required."],
      ["a blank title", { title: "   " }, "Title is required."],
      ["a missing title", { title: undefined }, "Title is required."],
      ["a blank short description", { shortDesc: "" }, "Short Description is required."],
      ["a blank long description", { longDesc: " \n " }, "Long Description is required."],
      ["a numeric title", { title: 42 }, "Title is required."],
      ["an over-long title", { title: "x".repeat(201) }, "Title must be at most 200 characters."],
    ])("refuses %s with 400 and says why", async (_label, overrides, message) => {
      const response = await post(blogPayload(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, code: "VALIDATION" });
    });

    it("refuses bodies of the wrong type", async () => {
      expect((await post(["not", "an", "object"])).statusCode).toBe(400);
      const malformed = await t.app.inject({
        method: "POST",
        url: "/api/blog",
        headers: { ...bearer(author.token), "content-type": "application/json" },
        payload: "{not json",
      });
      expect(malformed.statusCode).toBe(400);
    });

    it("refuses a huge body with 413 and stores nothing", async () => {
      const before = await t.store.db
        .selectFrom("blog")
        .select(({ fn }) => fn.countAll().as("n"))
        .executeTakeFirst();
      const response = await post(blogPayload({ longDesc: "word ".repeat(300_000) }));
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toEqual(expect.any(String));
      const after = await t.store.db
        .selectFrom("blog")
        .select(({ fn }) => fn.countAll().as("n"))
        .executeTakeFirst();
      expect(Number(after?.n)).toBe(Number(before?.n));
    });
  });

  describe("GET /api/allBlogs/:id", () => {
    it("answers 404 with SPEC's text for an unknown id", async () => {
      const response = await t.app.inject({ url: `/api/allBlogs/${UNKNOWN_ID}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: MESSAGES.blogNotFound });
    });

    it.each(["abc", "0123456789ABCDEF01234567", "0123456789abcdef0123456z", `${UNKNOWN_ID}0`])(
      "answers 400 for the malformed id %s",
      async (id) => {
        const response = await t.app.inject({ url: `/api/allBlogs/${id}` });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe("That id is not valid.");
      },
    );
  });

  describe("PUT /api/blogs/:id", () => {
    const put = (id: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
      t.app.inject({ method: "PUT", url: `/api/blogs/${id}`, headers, payload });

    it("lets the author change a blog and recomputes its word count", async () => {
      const id = await postBlog(t.app, author.token);
      const before = await getBlog(id);
      stepClock(5);
      const longDesc = "A rewritten story with exactly eight words.";
      const response = await put(
        id,
        { title: "New title", category: "Health", image: "/images/blogs/travel-2.webp", longDesc },
        bearer(author.token),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });

      const after = await getBlog(id);
      expect(after).toMatchObject({
        title: "New title",
        category: "Health",
        // Stored as the site path, answered absolute on the public origin for clients elsewhere.
        image: "http://localhost:3000/images/blogs/travel-2.webp",
        longDesc,
        wordCount: wordCount(longDesc),
        shortDesc: before.shortDesc,
        email: author.email,
        createdAt: before.createdAt,
      });
      expect(after.updatedAt > before.updatedAt).toBe(true);
    });

    it("refuses a category outside the five with 400 and POST's message, leaving the blog as it was", async () => {
      const id = await postBlog(t.app, author.token);
      const before = await getBlog(id);
      for (const category of ["Slow travel", "travel", "Food"]) {
        const response = await put(id, { title: "New title", category, longDesc: "Changed." }, bearer(author.token));
        expect(response.statusCode, category).toBe(400);
        expect(response.json().message).toBe(`Category must be one of ${CATEGORIES.join(", ")}.`);
      }
      expect(await getBlog(id)).toEqual(before);
    });

    it("reports modifiedCount 0 and writes nothing when the update repeats what is stored", async () => {
      const id = await postBlog(t.app, author.token);
      const before = await getBlog(id);
      stepClock(5);
      const response = await put(
        id,
        { title: ` ${before.title} `, longDesc: before.longDesc, category: before.category, image: before.image },
        bearer(author.token),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
      expect((await getBlog(id)).updatedAt).toBe(before.updatedAt);
    });

    it("refuses another user with 403 and SPEC's text, leaving the blog as it was", async () => {
      const id = await postBlog(t.app, author.token);
      const response = await put(id, { title: "Hijacked", longDesc: "Mine now" }, bearer(reader.token));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: MESSAGES.notAuthorizedUpdate });
      expect((await getBlog(id)).title).toBe("Notes From the Road");
    });

    it("refuses anonymous callers with 401", async () => {
      const id = await postBlog(t.app, author.token);
      expect((await put(id, { title: "x", longDesc: "y" }, {})).statusCode).toBe(401);
    });

    it.each([
      ["a blank title", { title: "  ", longDesc: "Body" }, MESSAGES.updateRequired],
      ["a missing title", { longDesc: "Body" }, MESSAGES.updateRequired],
      ["a blank description", { title: "Title", longDesc: "" }, MESSAGES.updateRequired],
      [
        "a bad image URL",
        { title: "T", longDesc: "B", image: "javascript:alert(1)" },
        "Image URL must start with http://, https:// or /.",
      ],
      ["a blank category", { title: "T", longDesc: "B", category: " " }, "Category is required."],
    ])("refuses %s with 400", async (_label, payload, message) => {
      const id = await postBlog(t.app, author.token);
      const response = await put(id, payload, bearer(author.token));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    });

    it("answers 404 for an unknown blog and 400 for a malformed id", async () => {
      const unknown = await put(UNKNOWN_ID, { title: "T", longDesc: "B" }, bearer(author.token));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: MESSAGES.blogNotFound });
      expect((await put("nope", { title: "T", longDesc: "B" }, bearer(author.token))).statusCode).toBe(400);
    });
  });
});
