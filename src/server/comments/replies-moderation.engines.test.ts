import { type Comment, commentSchema } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

/** Reported replies behave like comments; a moderator's delete keeps a thread as any delete does. */
describe.each(engines)("moderating replies ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let reader: TestUser;
  let other: TestUser;
  let moderator: TestUser;
  let blogId: string;
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => clock });
    writer = await signUpUser(t.app, { name: "Wanda Writer" });
    reader = await signUpUser(t.app, { name: "Rita Reader" });
    other = await signUpUser(t.app, { name: "Otto Other" });
    moderator = await signUpUser(t.app, { name: "Mo Derator" });
    for (const member of [writer, reader, other]) await setRole(t.store, member.email, "member");
    await setRole(t.store, moderator.email, "moderator");
    blogId = await postBlog(t.app, writer.token, { title: "Moderated threads" });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    clock += 61_000;
  });

  async function comment(user: TestUser, text: string, parentId?: string): Promise<Comment> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(user.token),
      payload: { blogId, comment: text, ...(parentId ? { parentId } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return commentSchema.parse(response.json());
  }

  async function report(targetId: string, user: TestUser): Promise<string> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: bearer(user.token),
      payload: { targetType: "comment", targetId, reason: "Rude" },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  const resolve = (id: string, action: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/reports/${id}/resolve`,
      headers: bearer(moderator.token),
      payload: { action },
    });

  async function thread(parentId: string): Promise<Comment | undefined> {
    const response = await t.app.inject({ url: `/api/comments/${blogId}` });
    return commentSchema
      .array()
      .parse(response.json())
      .find((item) => item._id === parentId);
  }

  it("hides a reported reply from the public, and deletes it, leaving its thread", async () => {
    const parent = await comment(reader, "Fair point");
    const rude = await comment(other, "Rude reply", parent._id);
    const kind = await comment(other, "Kind reply", parent._id);

    expect((await resolve(await report(rude._id, reader), "hide")).statusCode).toBe(200);
    expect((await thread(parent._id))?.replies?.map((reply) => reply._id)).toEqual([kind._id]);

    expect((await resolve(await report(kind._id, reader), "delete")).statusCode).toBe(200);
    expect(await thread(parent._id)).toMatchObject({ comment: "Fair point", replies: [] });
  });

  it("keeps a thread under a placeholder when a moderator deletes its reported parent", async () => {
    const parent = await comment(reader, "Something rude");
    const reply = await comment(other, "Please be kind", parent._id);
    expect((await resolve(await report(parent._id, other), "delete")).statusCode).toBe(200);
    expect(await thread(parent._id)).toMatchObject({
      deleted: true,
      comment: "",
      replies: [expect.objectContaining({ _id: reply._id })],
    });

    // The placeholder is no one's comment to report any more.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: bearer(other.token),
      payload: { targetType: "comment", targetId: parent._id, reason: "Still rude" },
    });
    expect(again.statusCode).toBe(404);
  });
});
