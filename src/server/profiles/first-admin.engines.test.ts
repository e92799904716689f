import type { Me } from "@shared/profile";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { captureLogs } from "@test/server/log-lines";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** An install's first account runs it: it becomes admin, and the operator reads so in the log. */
describe.each(engines)("the first account ($name)", ({ url }) => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp(url(), { logLevel: "info" }, undefined, { logStream: logs.logStream });
  });
  afterAll(async () => t?.close());

  const roleOf = async (user: TestUser) =>
    (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>().role;
  const adminLines = () => logs.lines.filter((line) => String(line.msg).includes("is now its admin"));

  it("becomes admin, logged once with its email; later accounts are members", async () => {
    const [first, second] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
    const roles = [await roleOf(first), await roleOf(second)];
    expect(roles.filter((role) => role === "admin")).toHaveLength(1);
    expect(roles.filter((role) => role === "member")).toHaveLength(1);
    const admin = roles[0] === "admin" ? first : second;
    expect(adminLines()).toEqual([
      expect.objectContaining({
        level: 30,
        email: admin.email,
        msg: `The site had no admin: ${admin.email} is now its admin.`,
      }),
    ]);
    expect(await roleOf(await signUpUser(t.app))).toBe("member");
  });

  it("makes the next account admin again once no admin is left", async () => {
    await t.store.db.updateTable("profile").set({ role: "member" }).execute();
    const next = await signUpUser(t.app);
    expect(await roleOf(next)).toBe("admin");
    expect(adminLines().at(-1)).toMatchObject({ email: next.email });
  });
});
