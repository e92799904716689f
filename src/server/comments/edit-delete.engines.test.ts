import { MAX_COMMENT_LENGTH } from "@shared/limits";
import { MESSAGES } from "@shared/messages";
import { type Comment, commentSchema } from "@shared/schemas";
import { postBlog, UNKNOWN_ID } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

describe.each(engines)("editing and deleting comments ($name)", ({ url }) => {
  let t: TestApp;
  let blogAuthor: TestUser;
  let commenter: TestUser;
  let bystander: TestUser;
  let blogId: string;

  beforeAll(async () => {
    // The app's clock, moved a minute on before each test so the per-account comment limit (tested in
    // spam.test.ts) starts afresh.
    t = await createTestApp(url(), {}, undefined, { now: () => clock });
    blogAuthor = await signUpUser(t.app);
    commenter = await signUpUser(t.app);
    bystander = await signUpUser(t.app);
    blogId = await postBlog(t.app, blogAuthor.token);
  });
  afterAll(async () => t?.close());
  let clock = Date.now();
  beforeEach(() => {
    clock += 61_000;
  });

  const post = async (text = "First thoughts"): Promise<Comment> => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(commenter.token),
      payload: { blogId, comment: text },
    });
    expect(response.statusCode).toBe(201);
    return commentSchema.parse(response.json());
  };
  const edit = (id: string, payload: unknown, headers: Record<string, string> = bearer(commenter.token)) =>
    t.app.inject({ method: "PATCH", url: `/api/comments/${id}`, headers, payload: payload as Record<string, unknown> });
  const remove = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: "DELETE", url: `/api/comments/${id}`, headers });
  const listed = async () =>
    commentSchema.array().parse((await t.app.inject({ url: `/api/comments/${blogId}` })).json());

  it("posts comments with editedAt null", async () => {
    expect((await post()).editedAt).toBeNull();
  });

  it("lets the comment's author change the text, trimmed, and marks it edited", async () => {
    const comment = await post();
    const response = await edit(comment._id, { comment: "  Second thoughts  " });
    expect(response.statusCode).toBe(200);
    const edited = commentSchema.parse(response.json());
    expect(edited).toMatchObject({
      _id: comment._id,
      comment: "Second thoughts",
      email: commenter.email,
      createdAt: comment.createdAt,
      editedAt: expect.any(String),
    });
    expect(edited.editedAt && edited.editedAt >= comment.createdAt).toBe(true);
    expect(await listed()).toContainEqual(edited);
  });

  it("changes nothing when the text is the same", async () => {
    const comment = await post("Unchanged");
    const response = await edit(comment._id, { comment: " Unchanged " });
    expect(response.json()).toEqual(comment);
  });

  it.each([
    ["blank", { comment: "  \n " }, MESSAGES.emptyComment],
    ["missing", {}, MESSAGES.emptyComment],
    ["not text", { comment: 5 }, MESSAGES.emptyComment],
    [
      "too long",
      { comment: "x".repeat(MAX_COMMENT_LENGTH + 1) },
      `A comment must be at most ${MAX_COMMENT_LENGTH} characters.`,
    ],
  ])("refuses a %s edit with 400 under the posting rules", async (_label, payload, message) => {
    const comment = await post();
    const response = await edit(comment._id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect((await listed()).find((c) => c._id === comment._id)?.comment).toBe("First thoughts");
  });

  it("lets nobody else edit, not even the blog's author", async () => {
    const comment = await post();
    for (const user of [blogAuthor, bystander]) {
      const response = await edit(comment._id, { comment: "Rewritten" }, bearer(user.token));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: MESSAGES.notAuthorizedCommentEdit });
    }
    expect((await edit(comment._id, { comment: "Rewritten" }, {})).statusCode).toBe(401);
    expect((await listed()).find((c) => c._id === comment._id)?.comment).toBe("First thoughts");
  });

  it("lets the comment's author and the blog's author delete it, and nobody else", async () => {
    const own = await post();
    const moderated = await post();
    const kept = await post();

    const stranger = await remove(kept._id, bearer(bystander.token));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ message: MESSAGES.notAuthorizedCommentDelete });
    expect((await remove(kept._id, {})).statusCode).toBe(401);

    expect((await remove(own._id, bearer(commenter.token))).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await remove(moderated._id, bearer(blogAuthor.token))).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    const ids = (await listed()).map((c) => c._id);
    expect(ids).not.toContain(own._id);
    expect(ids).not.toContain(moderated._id);
    expect(ids).toContain(kept._id);
  });

  it("answers 404 for unknown comments and 400 for malformed ids", async () => {
    for (const response of [
      await edit(UNKNOWN_ID, { comment: "x" }),
      await remove(UNKNOWN_ID, bearer(commenter.token)),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: MESSAGES.commentNotFound });
    }
    expect((await edit("nope", { comment: "x" })).statusCode).toBe(400);
    expect((await remove("nope", bearer(commenter.token))).statusCode).toBe(400);
  });

  it("hides comments on a blog turned back into a draft from everyone but its author", async () => {
    const id = await postBlog(t.app, blogAuthor.token);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(commenter.token),
      payload: { blogId: id, comment: "Before it was hidden" },
    });
    const comment = commentSchema.parse(created.json());
    await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(blogAuthor.token),
      payload: { title: "Back to draft", longDesc: "Hidden for now", draft: true },
    });
    expect((await t.app.inject({ url: `/api/comments/${id}` })).json()).toEqual([]);
    const forAuthor = await t.app.inject({ url: `/api/comments/${id}`, headers: bearer(blogAuthor.token) });
    expect(forAuthor.json()).toHaveLength(1);
    expect((await edit(comment._id, { comment: "Still here?" })).statusCode).toBe(404);
    expect((await remove(comment._id, bearer(blogAuthor.token))).statusCode).toBe(200);
  });
});
