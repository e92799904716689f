import { randomBytes } from "node:crypto";
import type { AdminUser } from "@shared/admin";
import { type AuditEntry, MODERATION_MESSAGES } from "@shared/moderation-schemas";
import type { Me } from "@shared/profile";
import { stepClock } from "@test/server/clock";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { USER_MESSAGES } from "../../staff/accounts";

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
});
