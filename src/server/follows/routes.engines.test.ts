import { randomBytes } from "node:crypto";
import { REVISION_REUSE_MS } from "@server/http/public-cache";
import { FOLLOW_MESSAGES, type FollowState, type FollowStatus } from "@shared/follow-schemas";
import type { AuthorProfile, Me } from "@shared/profile";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type ErrorBody = { message: string; code?: string };

describe.each(engines)("following writers ($name)", ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(url());
  });
  afterAll(async () => t?.close());

  const handleOf = async (user: TestUser) =>
    (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>().handle;
  const followCall = (method: "GET" | "POST" | "DELETE", handle: string, user?: TestUser) =>
    t.app.inject({ method, url: `/api/authors/${handle}/follow`, headers: user ? bearer(user.token) : {} });
  const profileOf = async (handle: string) =>
    (await t.app.inject({ url: `/api/authors/${handle}` })).json<AuthorProfile>();

  /** A writer with a handle, and two readers. */
  async function cast() {
    const writer = await signUpUser(t.app);
    const [ada, grace] = [await signUpUser(t.app), await signUpUser(t.app)];
    return { writer, handle: await handleOf(writer), ada, grace };
  }

  it("counts readers on other servers (ActivityPub followers) beside those here", async () => {
    const { writer, handle, ada } = await cast();
    const writerId = (await t.app.inject({ url: "/api/me", headers: bearer(writer.token) })).json<Me>().id;
    await t.store.db
      .insertInto("remote_follower")
      .values(
        ["https://social.example/users/marta", "https://other.example/@lin"].map((actor) => ({
          author_id: writerId,
          actor_id: actor,
          inbox: `${actor}/inbox`,
          shared_inbox: null,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    expect((await profileOf(handle)).followerCount).toBe(2);
    const followed = await followCall("POST", handle, ada);
    expect(followed.json<FollowState>()).toEqual({ following: true, followerCount: 3 });
  });

  it("follows and unfollows, idempotently, with the count in every answer and in the public profile", async () => {
    const { handle, ada, grace } = await cast();
    expect((await profileOf(handle)).followerCount).toBe(0);

    const first = await followCall("POST", handle, ada);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<FollowState>()).toEqual({ following: true, followerCount: 1 });
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const again = await followCall("POST", handle, ada);
    expect(again.json<FollowState>()).toEqual({ following: true, followerCount: 1 });
    expect((await followCall("POST", handle, grace)).json<FollowState>()).toEqual({
      following: true,
      followerCount: 2,
    });
    expect((await profileOf(handle)).followerCount).toBe(2);

    const left = await followCall("DELETE", handle, ada);
    expect(left.statusCode).toBe(200);
    expect(left.json<FollowState>()).toEqual({ following: false, followerCount: 1 });
    expect((await followCall("DELETE", handle, ada)).json<FollowState>()).toEqual({
      following: false,
      followerCount: 1,
    });
    expect((await profileOf(handle)).followerCount).toBe(1);
  });

  it("tells a reader whether they follow; signed out is following: false, and a writer's own page is self", async () => {
    const { writer, handle, ada, grace } = await cast();
    await followCall("POST", handle, ada);

    const mine = await followCall("GET", handle, ada);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<FollowStatus>()).toEqual({ following: true, followerCount: 1, self: false });
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect((await followCall("GET", handle, grace)).json<FollowStatus>()).toEqual({
      following: false,
      followerCount: 1,
      self: false,
    });
    expect((await followCall("GET", handle)).json<FollowStatus>()).toEqual({
      following: false,
      followerCount: 1,
      self: false,
    });
    expect((await followCall("GET", handle, writer)).json<FollowStatus>()).toEqual({
      following: false,
      followerCount: 1,
      self: true,
    });
  });

  it("finds the writer by an earlier handle, @handle and any case", async () => {
    const { writer, handle, ada } = await cast();
    const renamed = `moved_${randomBytes(3).toString("hex")}`;
    await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(writer.token),
      payload: { handle: renamed },
    });
    expect((await followCall("POST", handle, ada)).json<FollowState>().followerCount).toBe(1);
    expect((await followCall("GET", `@${renamed.toUpperCase()}`, ada)).json<FollowState>().following).toBe(true);
    expect((await profileOf(renamed)).followerCount).toBe(1);
  });

  it.each(["POST", "DELETE"] as const)("%s answers 401 with a message when signed out", async (method) => {
    const { handle } = await cast();
    const response = await followCall(method, handle);
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>()).toEqual({ message: "You need to sign in to do that.", code: "UNAUTHORIZED" });
    const forged = await t.app.inject({
      method,
      url: `/api/authors/${handle}/follow`,
      headers: bearer("h.e30.s"),
    });
    expect(forged.statusCode).toBe(401);
  });

  it.each(["POST", "DELETE"] as const)("%s on your own handle is a 400 that says why", async (method) => {
    const { writer, handle } = await cast();
    const response = await followCall(method, handle, writer);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message).toBe(FOLLOW_MESSAGES.self);
    expect((await profileOf(handle)).followerCount).toBe(0);
  });

  it.each([
    ["GET", "nobody_has_this_handle"],
    ["POST", "nobody_has_this_handle"],
    ["DELETE", "nobody_has_this_handle"],
    ["POST", "bad%20handle!"],
    ["POST", "x".repeat(100)],
  ] as const)("%s for the unknown handle %s is a 404 with a message", async (method, handle) => {
    const reader = await signUpUser(t.app);
    const response = await followCall(method, handle, reader);
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message).toContain("No writer has the handle");
  });

  it("keeps the follower-mail setting in /api/me: on by default, changed by PATCH, checked", async () => {
    const reader = await signUpUser(t.app);
    const patch = (payload: object) =>
      t.app.inject({ method: "PATCH", url: "/api/me", headers: bearer(reader.token), payload });
    const me = async () => (await t.app.inject({ url: "/api/me", headers: bearer(reader.token) })).json<Me>();
    expect((await me()).notifyFollowed).toBe(true);

    const off = await patch({ notifyFollowed: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<Me>().notifyFollowed).toBe(false);
    expect((await me()).notifyFollowed).toBe(false);
    // Changing the bio alone leaves the setting as it is.
    expect((await patch({ bio: "Reads a lot." })).json<Me>()).toMatchObject({
      bio: "Reads a lot.",
      notifyFollowed: false,
    });
    const row = await t.store.db
      .selectFrom("profile")
      .innerJoin("user", "user.id", "profile.user_id")
      .select("profile.notify_followed")
      .where("user.email", "=", reader.email)
      .executeTakeFirstOrThrow();
    expect(row.notify_followed).toBe(0);

    const wrong = await patch({ notifyFollowed: "no" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().message).toBe("notifyFollowed must be true or false.");
    expect((await patch({ notifyFollowed: true })).json<Me>().notifyFollowed).toBe(true);
  });
});

describe.each(engines)("a writer's public profile, kept per data revision ($name)", ({ url }) => {
  let t: TestApp;
  const clock = { now: Date.parse("2026-11-26T10:00:00Z") };
  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => clock.now });
  });
  afterAll(async () => t?.close());

  it("shows a follower another instance recorded once this one reads the revision again", async () => {
    const writer = await signUpUser(t.app);
    const me = (await t.app.inject({ url: "/api/me", headers: bearer(writer.token) })).json<Me>();
    const before = await t.app.inject({ url: `/api/authors/${me.handle}` });
    expect(before.json<AuthorProfile>().followerCount).toBe(0);
    expect(before.headers.etag).toBeDefined();
    // Written straight to the shared database, as another instance's inbox would.
    await t.store.db
      .insertInto("remote_follower")
      .values({
        author_id: me.id,
        actor_id: `https://social.example/users/r${randomBytes(3).toString("hex")}`,
        inbox: "https://social.example/inbox",
        shared_inbox: null,
        created_at: new Date(clock.now).toISOString(),
      })
      .execute();
    clock.now += REVISION_REUSE_MS;
    const after = await t.app.inject({ url: `/api/authors/${me.handle}` });
    expect(after.json<AuthorProfile>().followerCount).toBe(1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
