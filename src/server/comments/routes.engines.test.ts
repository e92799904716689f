import { MAX_COMMENT_LENGTH } from "@shared/limits";
import { MESSAGES } from "@shared/messages";
import { type Comment, commentSchema, ID_PATTERN } from "@shared/schemas";
import { postBlog, UNKNOWN_ID } from "@test/server/blogs";
import { stepClock } from "@test/server/clock";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.useRealTimers();
});

describe.each(engines)("comments ($name)", ({ url }) => {
  let t: TestApp;
  let author: TestUser;
  let reader: TestUser;
  let blogId: string;

  beforeAll(async () => {
    // The app's clock, moved a minute on before each test so the per-account comment limit (tested in
    // spam.test.ts) starts afresh.
    t = await createTestApp(url(), {}, undefined, { now: () => clock });
    author = await signUpUser(t.app);
    reader = await signUpUser(t.app, { name: "Curious Reader", image: "https://images.example.com/me.png" });
    blogId = await postBlog(t.app, author.token);
  });
  afterAll(async () => t?.close());
  let clock = Date.now();
  beforeEach(() => {
    clock += 61_000;
  });

  const comment = (payload: Record<string, unknown>, headers: Record<string, string> = bearer(reader.token)) =>
    t.app.inject({ method: "POST", url: "/api/comments", headers, payload });

  const listFor = async (id: string): Promise<Comment[]> => {
    const response = await t.app.inject({ url: `/api/comments/${id}` });
    expect(response.statusCode).toBe(200);
    return commentSchema.array().parse(response.json());
  };

  it("posts a trimmed comment with the author taken from the token", async () => {
    const response = await comment({
      blogId,
      comment: "  Lovely piece!  ",
      username: "Spoofed",
      userPhoto: "https://evil.example/x.png",
      email: author.email,
    });
    expect(response.statusCode).toBe(201);
    const created = commentSchema.parse(response.json());
    expect(created).toMatchObject({
      _id: expect.stringMatching(ID_PATTERN),
      blogId,
      comment: "Lovely piece!",
      username: "Curious Reader",
      userPhoto: "https://images.example.com/me.png",
      email: reader.email,
    });
    expect(await listFor(blogId)).toContainEqual(created);
  });

  it("lists comments newest first", async () => {
    const id = await postBlog(t.app, author.token);
    for (const text of ["first", "second", "third"]) {
      expect((await comment({ blogId: id, comment: text })).statusCode).toBe(201);
      // Distinct timestamps, so "newest" is well defined.
      stepClock(3);
    }
    expect((await listFor(id)).map((c) => c.comment)).toEqual(["third", "second", "first"]);
  });

  it("answers an empty list for a blog without comments, and for an unknown blog", async () => {
    expect(await listFor(await postBlog(t.app, author.token))).toEqual([]);
    expect(await listFor(UNKNOWN_ID)).toEqual([]);
  });

  it("refuses the blog's own author with 403 and SPEC's text", async () => {
    const response = await comment({ blogId, comment: "Replying to myself" }, bearer(author.token));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: MESSAGES.ownBlogComment });
  });

  it("refuses anonymous callers with 401 and stores nothing", async () => {
    const id = await postBlog(t.app, author.token);
    expect((await comment({ blogId: id, comment: "Hi" }, {})).statusCode).toBe(401);
    expect(await listFor(id)).toEqual([]);
  });

  it.each([
    ["blank", "   \n\t "],
    ["empty", ""],
    ["missing", undefined],
    ["not text", 7],
  ])("refuses a %s comment with SPEC's text", async (_label, text) => {
    const response = await comment({ blogId, comment: text });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.emptyComment });
  });

  it("refuses an over-long comment", async () => {
    const response = await comment({ blogId, comment: "x".repeat(MAX_COMMENT_LENGTH + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`A comment must be at most ${MAX_COMMENT_LENGTH} characters.`);
  });

  it("answers 404 for an unknown blog and 400 for malformed ids", async () => {
    const unknown = await comment({ blogId: UNKNOWN_ID, comment: "Hello?" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.blogNotFound });
    expect((await comment({ blogId: "123", comment: "Hello?" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/comments/not-an-id" })).statusCode).toBe(400);
  });
});
