import { type AuditEntry, MODERATION_MESSAGES } from "@shared/moderation-schemas";
import type { Me } from "@shared/profile";
import { stepClock } from "@test/server/clock";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { recordAudit } from "../staff/audit";

describe.each(engines)("audit log ($name)", ({ url }) => {
  let t: TestApp;
  let admin: TestUser;
  let adminMe: Me;
  beforeAll(async () => {
    t = await createTestApp(url());
    admin = await signUpUser(t.app, { name: "Site Owner" });
    adminMe = (await t.app.inject({ url: "/api/me", headers: bearer(admin.token) })).json<Me>();
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const audit = (token?: string, query = "") =>
    t.app.inject({ url: `/api/admin/audit${query}`, headers: token ? bearer(token) : {} });

  it("answers 401 signed out and 403 to members and moderators", async () => {
    expect((await audit()).statusCode).toBe(401);
    const member = await signUpUser(t.app);
    const refused = await audit(member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(MODERATION_MESSAGES.adminsOnly);
    const memberId = (await t.app.inject({ url: "/api/me", headers: bearer(member.token) })).json<Me>().id;
    await t.store.db.updateTable("profile").set({ role: "moderator" }).where("user_id", "=", memberId).execute();
    expect((await audit(member.token)).statusCode).toBe(403);
  });

  it("lists every action newest first, paged, each actor by name and handle (none for the command line)", async () => {
    const write = async (actorId: string | null, action: string, label: string) => {
      stepClock();
      await recordAudit(t.store.db, { actorId, action, targetType: "blog", targetId: label, targetLabel: label });
    };
    await write(adminMe.id, "report.hide", "First");
    await write(null, "role.set", "Second");
    await write(adminMe.id, "settings.update", "Third");
    const response = await audit(admin.token);
    expect(response.statusCode).toBe(200);
    const entries = response.json<AuditEntry[]>();
    expect(entries.map((entry) => entry.target.label)).toEqual(["Third", "Second", "First"]);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      actor: { id: adminMe.id, name: "Site Owner", handle: adminMe.handle },
      action: "settings.update",
      target: { type: "blog", id: "Third", label: "Third" },
      note: null,
      at: expect.any(String),
    });
    expect(entries[1]?.actor).toBeNull();
    const page = (await audit(admin.token, "?limit=1&offset=1")).json<AuditEntry[]>();
    expect(page.map((entry) => entry.target.label)).toEqual(["Second"]);
    expect((await audit(admin.token, "?limit=0")).statusCode).toBe(400);
  });
});
