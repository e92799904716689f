import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { authPost, createAuthTestApp, WHOAMI_URL } from "@test/server/auth";
import { engines, type TestApp } from "@test/server/harness";
import { bearer, cookieHeader, fetchToken, signUpUser } from "@test/server/users";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SESSION_RECHECK_MS } from "./session-liveness";

const whoami = (t: TestApp, token: string) =>
  t.app.inject({ method: "GET", url: WHOAMI_URL, headers: bearer(token) }).then((response) => response.statusCode);

for (const engine of engines) {
  describe(`ID tokens end with their session on ${engine.name}`, () => {
    let t: TestApp;
    const clock = { now: Date.now() };
    beforeAll(async () => {
      t = await createAuthTestApp(engine.url(), {}, { now: () => clock.now });
    });
    afterAll(async () => t?.close());

    it("refuses a token as soon as its session signs out, and leaves other sessions' tokens alone", async () => {
      const user = await signUpUser(t.app);
      const elsewhere = await authPost(t.app, "/sign-in/email", { email: user.email, password: user.password });
      const otherToken = await fetchToken(t.app, cookieHeader(elsewhere.headers["set-cookie"]));
      expect(await whoami(t, user.token)).toBe(200);

      expect((await authPost(t.app, "/sign-out", {}, user.cookie)).statusCode).toBe(200);
      expect(await whoami(t, user.token)).toBe(401);
      expect(await whoami(t, otherToken)).toBe(200);
    });

    it("refuses every earlier token after a password change; the new session's tokens work", async () => {
      const user = await signUpUser(t.app);
      const elsewhere = await authPost(t.app, "/sign-in/email", { email: user.email, password: user.password });
      const otherToken = await fetchToken(t.app, cookieHeader(elsewhere.headers["set-cookie"]));

      const changed = await authPost(
        t.app,
        "/change-password",
        { currentPassword: user.password, newPassword: "Changed#456", revokeOtherSessions: false },
        user.cookie,
      );
      expect(changed.statusCode).toBe(200);
      expect(await whoami(t, user.token)).toBe(401);
      expect(await whoami(t, otherToken)).toBe(401);
      const fresh = await fetchToken(t.app, cookieHeader(changed.headers["set-cookie"]));
      expect(await whoami(t, fresh)).toBe(200);
    });

    it("refuses the token of a removed account", async () => {
      const user = await signUpUser(t.app);
      expect(await whoami(t, user.token)).toBe(200);
      // Removed outside the sign-in service (its sessions go with it): noticed within the recheck interval.
      await sql`delete from "user" where "email" = ${user.email}`.execute(t.store.db);
      clock.now += SESSION_RECHECK_MS + 1;
      expect(await whoami(t, user.token)).toBe(401);
    });
  });
}

describe("a session ended through another instance", () => {
  const opened: TestApp[] = [];
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "inkwell-sessions-"));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((app) => app.close()));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("stops its tokens here within the recheck interval", async () => {
    const file = path.join(dir, "shared.db");
    const clock = { now: Date.now() };
    const secret = "shared-secret-shared-secret-shared-secret";
    const first = await createAuthTestApp(file, { authSecret: secret });
    opened.push(first);
    const second = await createAuthTestApp(file, { authSecret: secret }, { now: () => clock.now });
    opened.push(second);

    const user = await signUpUser(first.app);
    expect(await whoami(second, user.token)).toBe(200);
    expect((await authPost(first.app, "/sign-out", {}, user.cookie)).statusCode).toBe(200);
    expect(await whoami(first, user.token)).toBe(401);

    clock.now += SESSION_RECHECK_MS + 1;
    expect(await whoami(second, user.token)).toBe(401);
  });
});
