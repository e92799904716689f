import { type Notification, notificationSchema } from "@shared/notification-schemas";
import { commentSchema } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Store } from "../db/connect";
import { notifyComment, notifyReply } from "./notify";
import { accountIdOf } from "./store";

describe.each(engines)("notifications ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let reader: TestUser;
  let other: TestUser;
  let moderator: TestUser;
  let writerHandle: string;
  let clock = Date.now();
  const ids = new Map<TestUser, string>();
  const idOf = (user: TestUser) => ids.get(user) ?? "";

  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => clock });
    writer = await signUpUser(t.app, { name: "Wanda Writer" });
    reader = await signUpUser(t.app, { name: "Ada Reader" });
    other = await signUpUser(t.app, { name: "Otto Other" });
    moderator = await signUpUser(t.app, { name: "Mo Derator" });
    for (const member of [writer, reader, other]) await setRole(t.store, member.email, "member");
    await setRole(t.store, moderator.email, "moderator");
    writerHandle = (await t.app.inject({ url: "/api/me", headers: bearer(writer.token) })).json().handle;
    for (const user of [reader, other]) {
      ids.set(user, (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json().id);
    }
  });
  afterAll(async () => t?.close());
  // The comment flood limit counts per minute: each test starts a minute on.
  beforeEach(() => {
    clock += 61_000;
  });

  const list = async (user: TestUser, query = "") => {
    const response = await t.app.inject({ url: `/api/notifications${query}`, headers: bearer(user.token) });
    expect(response.statusCode, response.body).toBe(200);
    return { items: notificationSchema.array().parse(response.json()), link: response.headers.link as string };
  };
  const unread = async (user: TestUser) => {
    const response = await t.app.inject({ url: "/api/notifications/unread-count", headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ count: number }>().count;
  };
  const markRead = (user: TestUser, payload: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/notifications/read",
      headers: bearer(user.token),
      payload: payload as object,
    });
  const comment = async (blogId: string, text: string, user: TestUser) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(user.token),
      payload: { blogId, comment: text },
    });
    expect(response.statusCode, response.body).toBe(201);
    return commentSchema.parse(response.json());
  };
  const clear = async () => {
    await t.store.db.deleteFrom("notification").execute();
  };

  it("answers 401 signed out on every route", async () => {
    expect((await t.app.inject({ url: "/api/notifications" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/notifications/unread-count" })).statusCode).toBe(401);
    const mark = await t.app.inject({ method: "POST", url: "/api/notifications/read", payload: { all: true } });
    expect(mark.statusCode).toBe(401);
    // Authorization before validation: a bad body signed out is still a 401.
    const bad = await t.app.inject({ method: "POST", url: "/api/notifications/read", payload: { nope: 1 } });
    expect(bad.statusCode).toBe(401);
  });

  it("tells a writer of a reader's comment, with the reader as actor and the post as target", async () => {
    await clear();
    const blogId = await postBlog(t.app, writer.token, { title: "Tide tables" });
    const slug = (await t.app.inject({ url: `/api/allBlogs/${blogId}` })).json().slug;
    await comment(blogId, "Lovely", reader);
    const { items } = await list(writer);
    expect(items).toEqual<Notification[]>([
      {
        id: expect.any(String),
        type: "comment",
        actor: { name: "Ada Reader", handle: expect.stringMatching(/^@/), image: reader.image },
        target: { title: "Tide tables", url: `/@${writerHandle}/${slug}` },
        at: new Date(clock).toISOString(),
        read: false,
      },
    ]);
    expect(await unread(writer)).toBe(1);
    // The reader who commented hears nothing of their own comment.
    expect((await list(reader)).items).toEqual([]);
  });

  it("lists newest first in pages, following the Link header to the end", async () => {
    await clear();
    const blogId = await postBlog(t.app, writer.token, { title: "Paged" });
    for (const [index, user] of [reader, other, reader, other, reader].entries()) {
      clock += 61_000;
      await comment(blogId, `Comment ${index}`, user);
    }
    const first = await list(writer, "?limit=2");
    expect(first.items.map((n) => n.actor.name)).toEqual(["Ada Reader", "Otto Other"]);
    expect((first.items[0]?.at ?? "") > (first.items[1]?.at ?? "")).toBe(true);
    const next = /<([^>]+)>; rel="next"/.exec(first.link)?.[1];
    expect(next).toBeDefined();
    const second = await t.app.inject({ url: next ?? "", headers: bearer(writer.token) });
    const third = await t.app.inject({
      url: /<([^>]+)>/.exec(second.headers.link as string)?.[1] ?? "",
      headers: bearer(writer.token),
    });
    const all = [...first.items, ...second.json<Notification[]>(), ...third.json<Notification[]>()];
    expect(all).toHaveLength(5);
    expect(new Set(all.map((n) => n.id)).size).toBe(5);
    expect(third.headers.link).toBeUndefined();
    const garbage = await t.app.inject({ url: "/api/notifications?cursor=nonsense", headers: bearer(writer.token) });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/cursor/);
    const tooMany = await t.app.inject({ url: "/api/notifications?limit=1000", headers: bearer(writer.token) });
    expect(tooMany.statusCode).toBe(400);
  });

  it("marks the caller's own notifications read by id or all, never someone else's, and 400 for neither", async () => {
    await clear();
    const blogId = await postBlog(t.app, writer.token, { title: "Marked" });
    const readerPost = await postBlog(t.app, reader.token, { title: "Reader's own" });
    await comment(blogId, "One", reader);
    clock += 61_000;
    await comment(blogId, "Two", other);
    await comment(readerPost, "To the reader", other);
    const [newest, oldest] = (await list(writer)).items;
    const readersOwn = (await list(reader)).items[0];

    const neither = await markRead(writer, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe("Say which notifications to mark as read: ids, or all.");
    expect((await markRead(writer, { ids: [] })).statusCode).toBe(400);

    const someoneElses = await markRead(writer, { ids: [readersOwn?.id] });
    expect(someoneElses.json()).toEqual({ marked: 0 });
    expect(await unread(reader)).toBe(1);

    expect((await markRead(writer, { ids: [oldest?.id] })).json()).toEqual({ marked: 1 });
    expect((await list(writer)).items.map((n) => [n.id, n.read])).toEqual([
      [newest?.id, false],
      [oldest?.id, true],
    ]);
    expect(await unread(writer)).toBe(1);
    expect((await markRead(writer, { all: true })).json()).toEqual({ marked: 1 });
    expect(await unread(writer)).toBe(0);
    expect(await unread(reader)).toBe(1);
  });

  it("tells a writer of a new follower once, however often they follow", async () => {
    await clear();
    const follow = () =>
      t.app.inject({ method: "POST", url: `/api/authors/${writerHandle}/follow`, headers: bearer(reader.token) });
    expect((await follow()).statusCode).toBe(200);
    expect((await follow()).statusCode).toBe(200);
    const { items } = await list(writer);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: "follow", actor: { name: "Ada Reader" } });
    expect(items[0]?.target.url).toMatch(/^\/@/);
  });

  it("tells each reporter when a moderator resolves their report, and nobody else", async () => {
    await clear();
    const blogId = await postBlog(t.app, writer.token, { title: "Reported post" });
    for (const user of [reader, other]) {
      const filed = await t.app.inject({
        method: "POST",
        url: "/api/reports",
        headers: bearer(user.token),
        payload: { targetType: "blog", targetId: blogId, reason: "Spam" },
      });
      expect(filed.statusCode).toBe(201);
    }
    const reportId = (await t.app.inject({ url: "/api/admin/reports", headers: bearer(moderator.token) }))
      .json<Array<{ id: string; targetId: string }>>()
      .find((r) => r.targetId === blogId)?.id;
    const resolved = await t.app.inject({
      method: "POST",
      url: `/api/admin/reports/${reportId}/resolve`,
      headers: bearer(moderator.token),
      payload: { action: "dismiss" },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    for (const user of [reader, other]) {
      const { items } = await list(user);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ type: "report-resolved", target: { title: "Reported post" } });
    }
    expect((await list(writer)).items).toEqual([]);
    expect((await list(moderator)).items).toEqual([]);
  });

  it("notifyReply tells the parent comment's author, not someone replying to themselves", async () => {
    await clear();
    const blogId = await postBlog(t.app, writer.token, { title: "Threads" });
    const deps = { store: t.store, log: t.app.log, now: () => clock };
    const parentAuthorId = await accountIdOf(t.store.db, reader.email.toUpperCase());
    expect(parentAuthorId).toBe(idOf(reader));
    expect(await accountIdOf(t.store.db, "")).toBeUndefined();
    await notifyReply(deps, { blogId, parentAuthorId, replierId: idOf(other), body: "Agreed" });
    await notifyReply(deps, { blogId, parentAuthorId: idOf(reader), replierId: idOf(reader), body: "Me again" });
    await notifyReply(deps, { blogId, parentAuthorId: null, replierId: idOf(other), body: "To a remote comment" });
    const { items } = await list(reader);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: "reply", actor: { name: "Otto Other" }, target: { title: "Threads" } });
    expect((await list(other)).items).toEqual([]);
  });

  it("a reply over HTTP tells the answered comment's author as a reply, and the post's writer as a comment", async () => {
    await clear();
    const blogId = await postBlog(t.app, writer.token, { title: "Threaded talk" });
    const parent = await comment(blogId, "First!", reader);
    await clear();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(other.token),
      payload: { blogId, comment: "Second, in your thread", parentId: parent._id },
    });
    expect(response.statusCode, response.body).toBe(201);
    const told = (await list(reader)).items;
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: "reply", actor: { name: "Otto Other" }, target: { title: "Threaded talk" } });
    expect((await list(writer)).items.map((item) => item.type)).toEqual(["comment"]);
    expect((await list(other)).items).toEqual([]);
  });

  it("a held reply tells no one until it is let through, then its thread's author and the post's writer", async () => {
    await clear();
    const blogId = await postBlog(t.app, writer.token, { title: "Held talk" });
    const parent = await comment(blogId, "Worth a thread", reader);
    await clear();
    // Three links from an account not a day old: held for review.
    const links = "See https://a.example/1 and https://b.example/2 and https://c.example/3";
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/comments", headers: bearer(other.token), payload });
    const heldReply = await post({ blogId, comment: links, parentId: parent._id });
    expect(heldReply.statusCode, heldReply.body).toBe(201);
    expect(heldReply.json().notice).toBeDefined();
    expect((await list(writer)).items).toEqual([]);
    expect((await list(reader)).items).toEqual([]);

    const approve = (id: string, user: TestUser) =>
      t.app.inject({ method: "POST", url: `/api/admin/comments/${id}/approve`, headers: bearer(user.token) });
    expect((await approve(heldReply.json()._id, moderator)).statusCode).toBe(200);
    expect((await list(reader)).items).toEqual([
      expect.objectContaining({ type: "reply", actor: expect.objectContaining({ name: "Otto Other" }) }),
    ]);
    expect((await list(writer)).items).toEqual([
      expect.objectContaining({ type: "comment", target: expect.objectContaining({ title: "Held talk" }) }),
    ]);
    // Approving again changes nothing and tells no one twice.
    expect((await approve(heldReply.json()._id, moderator)).statusCode).toBe(200);
    expect((await list(writer)).items).toHaveLength(1);

    // The writer who lets a comment through on their own post is not told of it.
    await clear();
    clock += 61_000;
    const heldComment = await post({ blogId, comment: links });
    expect(heldComment.statusCode, heldComment.body).toBe(201);
    expect((await approve(heldComment.json()._id, writer)).statusCode).toBe(200);
    expect((await list(writer)).items).toEqual([]);
  });

  it("never fails the comment when the notification cannot be written: it logs and carries on", async () => {
    const error = vi.fn();
    const broken = {
      db: {
        selectFrom: () => {
          throw new Error("database gone");
        },
      },
    } as unknown as Store;
    await expect(
      notifyComment({ store: broken, log: { error } }, { blogId: "x", commenterId: idOf(reader), body: "Hi" }),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ event: "comment" }), expect.stringMatching(/failed/));
  });
});
