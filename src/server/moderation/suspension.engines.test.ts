import { randomBytes } from "node:crypto";
import type { AdminUser } from "@shared/admin";
import { type AuditEntry, MODERATION_MESSAGES, VISIBILITY } from "@shared/moderation-schemas";
import type { Me } from "@shared/profile";
import { postBlog } from "@test/server/blogs";
import { stepClock } from "@test/server/clock";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, TEST_PASSWORD, type TestUser } from "@test/server/users";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSessionLiveness, SESSION_RECHECK_MS, sessionLookup } from "../auth/session-liveness";
import { INVALID_TOKEN_MESSAGE } from "../auth/verify";

type ErrorBody = { message: string };

describe.each(engines)("account suspension ($name)", ({ url }) => {
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
  const act = (token: string, id: string, verb: "suspend" | "unsuspend", payload?: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/users/${id}/${verb}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const signIn = (user: TestUser) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: t.app.config.baseUrl },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
  const audit = async () =>
    (await t.app.inject({ url: "/api/admin/audit", headers: bearer(admin.token) })).json<AuditEntry[]>();

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
    await t.store.db.updateTable("blog").set({ visibility: VISIBILITY.hidden }).where("id", "=", keptHidden).execute();
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
