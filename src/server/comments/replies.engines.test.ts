import { COMMENT_DELETED, REPLY_MESSAGES } from "@shared/comment-threads";
import { type Comment, commentSchema } from "@shared/schemas";
import { postBlog, UNKNOWN_ID } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findReplyTarget, insertComment, localAuthorId } from "./store";

/** Threaded replies (issue 44): one level deep, kept under a deleted parent's placeholder. */
describe.each(engines)("replies to comments ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let ann: TestUser;
  let bob: TestUser;
  let blogId: string;
  let otherBlogId: string;
  // The app's clock, a minute on before each test so the per-account comment limit starts afresh.
  let clock = Date.now();
  beforeEach(() => {
    clock += 61_000;
  });

  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => clock });
    writer = await signUpUser(t.app, { name: "Wendy Writer" });
    ann = await signUpUser(t.app, { name: "Ann Reader" });
    bob = await signUpUser(t.app, { name: "Bob Reader" });
    blogId = await postBlog(t.app, writer.token, { title: "Threads" });
    otherBlogId = await postBlog(t.app, writer.token, { title: "Elsewhere" });
  });
  afterAll(async () => t?.close());

  async function post(user: TestUser, payload: Record<string, unknown>) {
    return t.app.inject({ method: "POST", url: "/api/comments", headers: bearer(user.token), payload });
  }

  async function created(user: TestUser, comment: string, parentId?: string, onBlog = blogId): Promise<Comment> {
    const response = await post(user, { blogId: onBlog, comment, ...(parentId ? { parentId } : {}) });
    expect(response.statusCode, response.body).toBe(201);
    return commentSchema.parse(response.json());
  }

  async function threads(id = blogId): Promise<{ comments: Comment[]; total: string | undefined }> {
    const response = await t.app.inject({ url: `/api/comments/${id}` });
    expect(response.statusCode).toBe(200);
    return {
      comments: commentSchema.array().parse(response.json()),
      total: response.headers["x-total-count"] as string,
    };
  }

  const thread = async (parentId: string) => (await threads()).comments.find((comment) => comment._id === parentId);

  async function remove(user: TestUser, id: string) {
    return t.app.inject({ method: "DELETE", url: `/api/comments/${id}`, headers: bearer(user.token) });
  }

  it("stores a reply under its parent, and lists it there, not as a thread of its own", async () => {
    const parent = await created(ann, "Where was this taken?");
    expect(parent).toMatchObject({ parentId: null, replies: [] });
    const before = Number((await threads()).total);
    const reply = await created(bob, "  Looks like Porto.  ", parent._id);
    expect(reply).toMatchObject({ parentId: parent._id, comment: "Looks like Porto.", username: "Bob Reader" });
    expect(reply.replies).toBeUndefined();

    const { comments, total } = await threads();
    expect(comments.map((comment) => comment._id)).not.toContain(reply._id);
    expect(Number(total)).toBe(before);
    expect((await thread(parent._id))?.replies).toEqual([
      expect.objectContaining({ _id: reply._id, parentId: parent._id, comment: "Looks like Porto." }),
    ]);
  });

  it("puts a reply to a reply in the same thread, oldest first", async () => {
    const parent = await created(ann, "First!");
    const reply = await created(bob, "Second.", parent._id);
    clock += 1000;
    const answer = await created(ann, "Third, answering Bob.", reply._id);
    expect(answer.parentId).toBe(parent._id);
    expect((await thread(parent._id))?.replies?.map((r) => r.comment)).toEqual(["Second.", "Third, answering Bob."]);
  });

  it("refuses a parent that is unknown or on another post, with a message", async () => {
    const unknown = await post(bob, { blogId, comment: "Hello?", parentId: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: REPLY_MESSAGES.unknownParent });

    const elsewhere = await created(ann, "On the other post", undefined, otherBlogId);
    const crossed = await post(bob, { blogId, comment: "Wrong thread", parentId: elsewhere._id });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject({ message: REPLY_MESSAGES.unknownParent });

    const malformed = await post(bob, { blogId, comment: "Bad id", parentId: "not an id" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
  });

  it("holds replies to the comment rules: sign-in, the writer's own post, blank text", async () => {
    const parent = await created(ann, "Rules apply");
    const signedOut = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      payload: { blogId, comment: "Anon", parentId: parent._id },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await post(writer, { blogId, comment: "Thanks!", parentId: parent._id })).statusCode).toBe(403);
    expect((await post(bob, { blogId, comment: "   ", parentId: parent._id })).statusCode).toBe(400);
    expect((await thread(parent._id))?.replies).toEqual([]);
  });

  it("keeps a deleted parent with replies as a blank placeholder until its last reply goes", async () => {
    const parent = await created(ann, "I will regret this");
    const reply = await created(bob, "You might.", parent._id);
    const deleted = await remove(ann, parent._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });

    const placeholder = await thread(parent._id);
    expect(placeholder).toMatchObject({ deleted: true, comment: "", username: "", userPhoto: "", email: "" });
    expect(placeholder?.replies?.map((r) => r.comment)).toEqual(["You might."]);
    expect(JSON.stringify(placeholder)).not.toContain("regret");
    expect(JSON.stringify(placeholder)).not.toContain("Ann Reader");

    // Its former author can no longer edit it; deleting it again changes nothing.
    const edit = await t.app.inject({
      method: "PATCH",
      url: `/api/comments/${parent._id}`,
      headers: bearer(ann.token),
      payload: { comment: "Back again" },
    });
    expect(edit.statusCode).toBe(403);

    expect((await remove(bob, reply._id)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await thread(parent._id)).toBeUndefined();
    const rows = await t.store.db
      .selectFrom("comment")
      .select("id")
      .where("id", "in", [parent._id, reply._id])
      .execute();
    expect(rows).toEqual([]);
  });

  it("deletes a parent without replies outright, and a reply alone", async () => {
    const lonely = await created(ann, "Nobody answers");
    expect((await remove(ann, lonely._id)).statusCode).toBe(200);
    expect(await thread(lonely._id)).toBeUndefined();

    const parent = await created(ann, "Keep me");
    const first = await created(bob, "Reply one", parent._id);
    const second = await created(bob, "Reply two", parent._id);
    // The post's writer may delete any comment on their post, replies included.
    expect((await remove(writer, first._id)).statusCode).toBe(200);
    const kept = await thread(parent._id);
    expect(kept).toMatchObject({ comment: "Keep me" });
    expect(kept?.deleted).toBeUndefined();
    expect(kept?.replies?.map((r) => r._id)).toEqual([second._id]);
  });

  it("shows the threads on the server-rendered details page", async () => {
    const parent = await created(ann, "Rendered parent");
    await created(bob, "Rendered reply", parent._id);
    const page = await t.app.inject({ url: `/viewDetails/${blogId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<ul aria-label="Replies to Ann Reader"[^>]*>.*Rendered reply/su);

    const gone = await created(ann, "Soon gone");
    await created(bob, "Still here", gone._id);
    await remove(ann, gone._id);
    const after = await t.app.inject({ url: `/viewDetails/${blogId}` });
    expect(after.body).toContain(COMMENT_DELETED);
    expect(after.body).not.toContain("Soon gone");
  });

  it("pages threads, not replies: each page's comments carry their replies", async () => {
    const pagedBlog = await postBlog(t.app, writer.token, { title: "Paged threads" });
    const base = Date.parse("2026-05-01T00:00:00.000Z");
    const at = (seconds: number) => new Date(base + seconds * 1000).toISOString();
    const reader = { email: ann.email, name: "Ann Reader", image: null };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const parent = await insertComment(t.store, pagedBlog, `Thread ${i}`, reader, at(i * 10));
      await insertComment(t.store, pagedBlog, `Reply ${i}`, reader, at(i * 10 + 1), 0, parent.id);
      ids.push(parent.id);
    }
    const first = await t.app.inject({ url: `/api/comments/${pagedBlog}?limit=2` });
    expect(first.headers["x-total-count"]).toBe("3");
    const firstPage = commentSchema.array().parse(first.json());
    expect(firstPage.map((c) => [c.comment, c.replies?.map((r) => r.comment)])).toEqual([
      ["Thread 2", ["Reply 2"]],
      ["Thread 1", ["Reply 1"]],
    ]);
    const next = /^<([^>]+)>; rel="next"$/u.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = commentSchema.array().parse((await t.app.inject({ url: String(next) })).json());
    expect(second.map((c) => [c._id, c.replies?.map((r) => r.comment)])).toEqual([[ids[0], ["Reply 0"]]]);
  });

  it("knows whom a reply answers: the answered comment's local account, for notifying them", async () => {
    const parent = await created(ann, "Who will hear of this?");
    const reply = await created(bob, "You will.", parent._id);
    const annId = (await t.app.inject({ url: "/api/me", headers: bearer(ann.token) })).json().id;
    const target = await findReplyTarget(t.store, blogId, reply._id, { email: bob.email });
    expect(target?.parentId).toBe(parent._id);
    const bobId = (await t.app.inject({ url: "/api/me", headers: bearer(bob.token) })).json().id;
    expect([annId, bobId]).toEqual([expect.any(String), expect.any(String)]);
    // Answering Bob's reply names Bob, though the new reply joins Ann's thread.
    expect(target && (await localAuthorId(t.store, target.answered))).toBe(bobId);
    const top = await findReplyTarget(t.store, blogId, parent._id, { email: bob.email });
    expect(top && (await localAuthorId(t.store, top.answered))).toBe(annId);
  });
});
