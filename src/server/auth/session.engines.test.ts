import { authGet, authPost, createAuthTestApp } from "@test/server/auth";
import { engines, type TestApp } from "@test/server/harness";
import { cookieHeader, signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

for (const engine of engines) {
  describe(`sign-in and sign-out on ${engine.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createAuthTestApp(engine.url());
    });
    afterAll(async () => {
      await t.close();
    });

    it("signs in with the right password and starts a session", async () => {
      const user = await signUpUser(t.app);
      const response = await authPost(t.app, "/sign-in/email", { email: user.email, password: user.password });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ user: { email: string } }>().user.email).toBe(user.email);

      const session = await authGet(t.app, "/get-session", cookieHeader(response.headers["set-cookie"]));
      expect(session.json<{ user: { email: string } }>().user.email).toBe(user.email);
    });

    it("refuses a wrong password or an unknown email with a 401 and a message", async () => {
      const user = await signUpUser(t.app);
      for (const attempt of [
        { email: user.email, password: "Wrong#123" },
        { email: "nobody-here@example.com", password: "Secret#123" },
      ]) {
        const response = await authPost(t.app, "/sign-in/email", attempt);
        expect(response.statusCode).toBe(401);
        expect(response.json<{ message: string }>().message).toMatch(/invalid email or password/iu);
        expect(response.headers["set-cookie"]).toBeUndefined();
      }
    });

    it("ends the session on sign-out", async () => {
      const user = await signUpUser(t.app);
      const out = await authPost(t.app, "/sign-out", {}, user.cookie);
      expect(out.statusCode).toBe(200);

      const session = await authGet(t.app, "/get-session", user.cookie);
      expect(session.json()).toBeNull();
      const token = await authGet(t.app, "/token", user.cookie);
      expect(token.statusCode).toBe(401);
    });

    it("refuses a cross-site sign-in (an Origin it does not trust)", async () => {
      const user = await signUpUser(t.app);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: "https://evil.example", cookie: user.cookie },
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe(`sign-in rate limit on ${engine.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createAuthTestApp(engine.url(), { authRateLimitMax: 3 });
    });
    afterAll(async () => {
      await t.close();
    });

    it("answers 429 once an address exceeds the per-minute sign-in allowance", async () => {
      const attempt = () => authPost(t.app, "/sign-in/email", { email: "x@example.com", password: "Wrong#123" });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ message: string; code: string }>()).toMatchObject({ code: "RATE_LIMITED" });
      expect(limited.json<{ message: string }>().message).toMatch(/too many requests/iu);
    });

    it("leaves session reads under the general limit", async () => {
      for (let i = 0; i < 5; i++) expect((await authGet(t.app, "/get-session")).statusCode).toBe(200);
    });
  });
}
