import { randomBytes } from "node:crypto";
import type { AdminUser } from "@shared/admin";
import { type AuditEntry, MODERATION_MESSAGES, VISIBILITY } from "@shared/moderation";
import type { Me } from "@shared/profile";
import { postBlog } from "@test/server/blogs";
import { stepClock } from "@test/server/clock";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, TEST_PASSWORD, type TestUser } from "@test/server/users";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSessionLiveness, SESSION_RECHECK_MS, sessionLookup } from "../../auth/session-liveness";
import { INVALID_TOKEN_MESSAGE } from "../../auth/verify";
import { USER_MESSAGES } from "./routes";

type ErrorBody = { message: string };

describe.each(engines)("users admin ($name)", ({ url }) => {
  let t: TestApp;
  let admin: TestUser;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp(url());
    // The site's first account: its admin (decision 0044).
    admin = await signUpUser(t.app, { name: "Site Owner" });
    adminId = (await t.app.inject({ url: "/api/me", headers: bearer(admin.token) })).json<Me>().id;
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const idOf = async (user: TestUser) =>
    (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>().id;
  const users = (token: string | undefined, query = "") =>
    t.app.inject({ url: `/api/admin/users${query}`, headers: token ? bearer(token) : {} });
  const act = (token: string, id: string, verb: "suspend" | "unsuspend", payload?: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/users/${id}/${verb}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const putRole = (token: string, id: string, role: unknown) =>
    t.app.inject({ method: "PUT", url: `/api/admin/users/${id}/role`, headers: bearer(token), payload: { role } });
  const signIn = (user: TestUser) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: t.app.config.baseUrl },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
  const audit = async () =>
    (await t.app.inject({ url: "/api/admin/audit", headers: bearer(admin.token) })).json<AuditEntry[]>();

  it("answers 401 signed out and 403 to members and moderators", async () => {
    expect((await users(undefined)).statusCode).toBe(401);
    const member = await signUpUser(t.app);
    const forbidden = await users(member.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<ErrorBody>().message).toBe(MODERATION_MESSAGES.adminsOnly);
    expect((await act(member.token, adminId, "suspend")).statusCode).toBe(403);
    expect((await putRole(member.token, await idOf(member), "admin")).statusCode).toBe(403);
    await t.store.db
      .updateTable("profile")
      .set({ role: "moderator" })
      .where("user_id", "=", await idOf(member))
      .execute();
    expect((await users(member.token)).statusCode).toBe(403);
  });

  it("lists accounts newest first and searches email, name and handle in any case", async () => {
    const tag = randomBytes(4).toString("hex");
    stepClock();
    const older = await signUpUser(t.app, { name: `Searchable Quill ${tag}` });
    stepClock();
    const newer = await signUpUser(t.app, { email: `Quill-${tag}@Example.com` });
    const all = await users(admin.token);
    expect(all.statusCode).toBe(200);
    const listed = all.json<AdminUser[]>();
    expect(listed[0]).toMatchObject({ email: newer.email.toLowerCase(), role: "member", suspended: false });
    expect(listed.at(-1)).toMatchObject({ id: adminId, role: "admin", name: "Site Owner", handle: "site_owner" });

    const byName = (await users(admin.token, `?q=${encodeURIComponent(`QUILL ${tag}`)}`)).json<AdminUser[]>();
    expect(byName.map((user) => user.email)).toEqual([older.email]);
    const byEmail = (await users(admin.token, `?q=quill-${tag}@`)).json<AdminUser[]>();
    expect(byEmail.map((user) => user.email)).toEqual([newer.email.toLowerCase()]);
    const byHandle = (await users(admin.token, `?q=searchable_quill_${tag}`)).json<AdminUser[]>();
    expect(byHandle.map((user) => user.email)).toEqual([older.email]);
    // LIKE's own wildcards are searched for literally.
    expect((await users(admin.token, "?q=%25")).json<AdminUser[]>()).toEqual([]);
    const paged = (await users(admin.token, "?limit=1&offset=1")).json<AdminUser[]>();
    expect(paged).toEqual([listed[1]]);
    expect((await users(admin.token, "?limit=1000")).statusCode).toBe(400);
  });

  it("gives roles, refuses an unknown role or account, and never lets an admin demote or suspend themselves", async () => {
    const writer = await signUpUser(t.app);
    const id = await idOf(writer);
    const promoted = await putRole(admin.token, id, "moderator");
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<AdminUser>()).toMatchObject({ id, role: "moderator" });
    expect((await t.app.inject({ url: "/api/me", headers: bearer(writer.token) })).json<Me>().role).toBe("moderator");

    const unknownRole = await putRole(admin.token, id, "owner");
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json<ErrorBody>().message).toBe("role must be 'member', 'moderator' or 'admin'.");
    expect((await putRole(admin.token, "no-such-account", "member")).statusCode).toBe(404);
    const unknownAccount = await act(admin.token, "no-such-account", "suspend");
    expect(unknownAccount.statusCode, unknownAccount.body).toBe(404);

    const demoteSelf = await putRole(admin.token, adminId, "member");
    expect(demoteSelf.statusCode).toBe(400);
    expect(demoteSelf.json<ErrorBody>().message).toBe(USER_MESSAGES.demoteSelf);
    const suspendSelf = await act(admin.token, adminId, "suspend");
    expect(suspendSelf.statusCode).toBe(400);
    expect(suspendSelf.json<ErrorBody>().message).toBe(USER_MESSAGES.suspendSelf);
    expect((await users(admin.token)).statusCode).toBe(200);

    const [latest] = await audit();
    expect(latest).toMatchObject({
      actor: { id: adminId, name: "Site Owner", handle: "site_owner" },
      action: "role.set",
      target: { type: "user", id, label: writer.email },
      note: "member → moderator",
    });
  });

  it("suspends: sign-in refused with the message, tokens stop, posts and comments leave public view until unsuspended", async () => {
    const writer = await signUpUser(t.app);
    const reader = await signUpUser(t.app);
    const id = await idOf(writer);
    const title = `Soon hidden ${randomBytes(4).toString("hex")}`;
    const postId = await postBlog(t.app, writer.token, { title });
    const keptHidden = await postBlog(t.app, writer.token, { title: `${title} (moderated)` });
    const readerPost = await postBlog(t.app, reader.token, { title: `${title} (reader's)` });
    const comment = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(writer.token),
      payload: { blogId: readerPost, comment: "A comment from the writer." },
    });
    expect(comment.statusCode).toBe(201);
    const commentId = comment.json<{ _id: string }>()._id;
    // A moderator hid this one before the suspension; it must stay hidden after it.
    await t.store.db.updateTable("blog").set({ draft: VISIBILITY.hidden }).where("id", "=", keptHidden).execute();
    const publicTitles = async () =>
      (await t.app.inject({ url: "/api/allBlogs?limit=100" })).json<Array<{ title: string }>>().map((b) => b.title);
    const commentMask = async () =>
      Number(
        (await t.store.db.selectFrom("comment").select("hidden").where("id", "=", commentId).executeTakeFirstOrThrow())
          .hidden,
      );
    expect(await publicTitles()).toContain(title);

    // Another instance sees the session go within SESSION_RECHECK_MS, on its own clock.
    const sid = JSON.parse(Buffer.from(writer.token.split(".")[1] ?? "", "base64url").toString()).sid as string;
    let clock = Date.now();
    const elsewhere = createSessionLiveness(sessionLookup(t.store), () => clock);
    expect(await elsewhere.isLive(sid, id)).toBe(true);

    stepClock();
    const suspended = await act(admin.token, id, "suspend", { note: "Spam links in every post." });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json<AdminUser>()).toMatchObject({ id, suspended: true });

    const refused = await signIn(writer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().message).toBe(MODERATION_MESSAGES.suspended);
    const tokenAfter = await t.app.inject({ url: "/api/me", headers: bearer(writer.token) });
    expect(tokenAfter.statusCode).toBe(401);
    expect(tokenAfter.json<ErrorBody>().message).toBe(INVALID_TOKEN_MESSAGE);
    expect((await t.app.inject({ url: "/api/auth/token", headers: { cookie: writer.cookie } })).statusCode).toBe(401);
    clock += SESSION_RECHECK_MS;
    expect(await elsewhere.isLive(sid, id)).toBe(false);

    expect(await publicTitles()).not.toContain(title);
    expect((await t.app.inject({ url: `/api/blog/${postId}` })).statusCode).toBe(404);
    expect(await commentMask()).toBe(VISIBILITY.suspended);
    // Already suspended: the same answer, no second audit line.
    expect((await act(admin.token, id, "suspend")).json<AdminUser>().suspended).toBe(true);

    stepClock();
    const restored = await act(admin.token, id, "unsuspend");
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<AdminUser>()).toMatchObject({ id, suspended: false });
    expect(await publicTitles()).toContain(title);
    expect(await publicTitles()).not.toContain(`${title} (moderated)`);
    expect(await commentMask()).toBe(0);
    expect((await signIn(writer)).statusCode).toBe(200);

    const entries = await audit();
    expect(entries.slice(0, 2)).toMatchObject([
      { action: "user.unsuspend", target: { type: "user", id, label: writer.email }, note: null },
      { action: "user.suspend", target: { id }, note: "Spam links in every post.", actor: { id: adminId } },
    ]);
    expect(entries.filter((entry) => entry.action === "user.suspend" && entry.target.id === id)).toHaveLength(1);
  });
});
