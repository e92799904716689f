import { PASSWORD_MESSAGES } from "@shared/password";
import { authGet, createAuthTestApp } from "@test/server/auth";
import { engines, type TestApp } from "@test/server/harness";
import { signUpUser, TEST_PASSWORD } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** How the Fastify request reaches better-auth and how its answer comes back. */
for (const engine of engines) {
  describe(`the /api/auth bridge on ${engine.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createAuthTestApp(engine.url());
    });
    afterAll(async () => {
      await t.close();
    });

    const post = (url: string, headers: Record<string, string>, payload?: string) =>
      t.app.inject({ method: "POST", url, headers: { origin: t.app.config.baseUrl, ...headers }, payload });

    it("passes every Set-Cookie header back separately", async () => {
      const response = await post(
        "/api/auth/sign-up/email",
        { "content-type": "application/json" },
        JSON.stringify({
          name: "Cookie Counter",
          image: "https://images.example.com/c.png",
          email: `cookies-${Date.now()}@example.com`,
          password: TEST_PASSWORD,
          rememberMe: false,
        }),
      );
      expect(response.statusCode).toBe(200);
      const cookies = [response.headers["set-cookie"]].flat();
      expect(cookies.length).toBeGreaterThanOrEqual(2);
      expect(cookies.some((line) => line?.startsWith("better-auth.session_token="))).toBe(true);
    });

    it("accepts a bodiless POST, with or without a JSON content type", async () => {
      const variants: Array<Record<string, string>> = [{}, { "content-type": "application/json" }];
      for (const headers of variants) {
        const user = await signUpUser(t.app);
        const response = await post("/api/auth/sign-out", { cookie: user.cookie, ...headers });
        expect(response.statusCode).toBe(200);
      }
    });

    it("accepts a form-encoded sign-up and still applies the rules", async () => {
      const form = (password: string) =>
        new URLSearchParams({
          name: " Form User ",
          image: "https://images.example.com/f.png",
          email: `form-${Date.now()}-${password.length}@example.com`,
          password,
        }).toString();
      const headers = { "content-type": "application/x-www-form-urlencoded" };
      expect((await post("/api/auth/sign-up/email", headers, form(TEST_PASSWORD))).statusCode).toBe(200);
      const weak = await post("/api/auth/sign-up/email", headers, form("weak"));
      expect(weak.statusCode).toBe(400);
      expect(weak.json<{ message: string }>().message).toBe(PASSWORD_MESSAGES.length);
    });

    it("applies the rules whatever the letter case or trailing slash of the path", async () => {
      const body = JSON.stringify({
        name: "N",
        image: "https://i.example/a.png",
        email: "case@example.com",
        password: "x",
      });
      for (const url of ["/api/auth/Sign-Up/Email", "/api/auth/sign-up/email/"]) {
        const response = await post(url, { "content-type": "application/json" }, body);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ issues: string[] }>().issues).toHaveLength(4);
      }
    });

    it("serves a path with a trailing slash like the path without it", async () => {
      const user = await signUpUser(t.app);
      const response = await t.app.inject({
        method: "GET",
        url: "/api/auth/get-session/",
        headers: { cookie: user.cookie },
      });
      expect(response.json<{ user: { email: string } }>().user.email).toBe(user.email);
    });

    it("answers an unknown auth path with a JSON 404", async () => {
      const response = await authGet(t.app, "/no-such-endpoint");
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: "Nothing is at GET /api/auth/no-such-endpoint.",
        code: "NOT_FOUND",
      });
    });
  });
}
