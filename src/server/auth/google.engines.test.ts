import { MODERATION_MESSAGES } from "@shared/moderation-schemas";
import { authGet, authPost, createAuthTestApp, WHOAMI_URL } from "@test/server/auth";
import { engines, type TestApp } from "@test/server/harness";
import { bearer, cookieHeader } from "@test/server/users";
import type { LightMyRequestResponse } from "fastify";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOGLE_NOT_CONFIGURED } from "./google";

const GOOGLE_USER = {
  sub: "google-user-1",
  email: "pat.google@example.com",
  name: "Pat Google",
  picture: "https://images.example.com/pat.png",
};

/** Merges the Set-Cookie headers of a response into an existing Cookie header, later values winning. */
function mergeCookies(existing: string, response: LightMyRequestResponse): string {
  const jar = new Map(
    existing
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  const lines = [response.headers["set-cookie"]].flat().filter((line): line is string => Boolean(line));
  for (const line of lines) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.slice(0, pair.indexOf("="));
    if (pair.endsWith("=") || /max-age=0/iu.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** Plays the browser at the provider: follows its authorize URL and returns where it sends the user back. */
async function authorizeAtProvider(authorizeUrl: string): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: "manual" });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "");
}

describe("Google sign-in when not configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(":memory:");
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(["/sign-in/social", "/sign-in/oauth2"])("answers %s with a clear 400", async (path) => {
    const response = await authPost(t.app, path, { provider: "google", providerId: "google", callbackURL: "/" });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(GOOGLE_NOT_CONFIGURED);
  });
});

for (const engine of engines) {
  describe(`Google sign-in against a local OIDC server on ${engine.name}`, () => {
    let provider: OAuth2Server;
    let t: TestApp;

    beforeAll(async () => {
      provider = new OAuth2Server();
      await provider.issuer.keys.generate("RS256");
      // Google puts the profile in the ID token; the mock's default subject is replaced to look like one.
      provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
        Object.assign(token.payload, { ...GOOGLE_USER, email_verified: true });
      });
      provider.service.on("beforeUserinfo", (userInfo: { body: Record<string, unknown> }) => {
        userInfo.body = { ...GOOGLE_USER, email_verified: true };
      });
      await provider.start(0, "127.0.0.1");
      t = await createAuthTestApp(engine.url(), {
        google: {
          clientId: "inkwell-test-client",
          clientSecret: "inkwell-test-secret",
          discoveryUrl: `${provider.issuer.url}/.well-known/openid-configuration`,
        },
      });
    });
    afterAll(async () => {
      await t?.close();
      await provider?.stop();
    });

    /** Starts sign-in at `path` and walks the redirect flow; returns the final callback response and cookies. */
    async function signInWithGoogle(path: string, body: Record<string, unknown>) {
      const start = await authPost(t.app, path, body);
      expect(start.statusCode).toBe(200);
      const { url } = start.json<{ url: string; redirect: boolean }>();
      expect(url.startsWith(provider.issuer.url ?? "")).toBe(true);
      let cookie = mergeCookies("", start);

      const back = await authorizeAtProvider(url);
      expect(back.pathname).toBe("/api/auth/callback/google");
      const callback = await t.app.inject({
        method: "GET",
        url: `${back.pathname}${back.search}`,
        headers: { cookie },
      });
      cookie = mergeCookies(cookie, callback);
      return { callback, cookie };
    }

    it("signs the Google user in through sign-in/social and the callback, and their token works", async () => {
      const { callback, cookie } = await signInWithGoogle("/sign-in/social", { provider: "google", callbackURL: "/" });
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe("/");

      const session = await authGet(t.app, "/get-session", cookie);
      const { user } = session.json<{ user: { email: string; name: string; image: string } }>();
      expect(user).toMatchObject({ email: GOOGLE_USER.email, name: GOOGLE_USER.name, image: GOOGLE_USER.picture });

      const token = await authGet(t.app, "/token", cookie);
      const whoami = await t.app.inject({
        method: "GET",
        url: WHOAMI_URL,
        headers: bearer(token.json<{ token: string }>().token),
      });
      expect(whoami.statusCode).toBe(200);
      expect(whoami.json()).toMatchObject({ email: GOOGLE_USER.email, name: GOOGLE_USER.name });
    });

    it("accepts the older sign-in/oauth2 path and signs the same user into the same account", async () => {
      const first = await signInWithGoogle("/sign-in/social", { provider: "google", callbackURL: "/" });
      const second = await signInWithGoogle("/sign-in/oauth2", { providerId: "google", callbackURL: "/" });
      expect(second.callback.statusCode).toBe(302);
      const idOf = async (cookie: string) =>
        (await authGet(t.app, "/get-session", cookie)).json<{ user: { id: string } }>().user.id;
      expect(await idOf(second.cookie)).toBe(await idOf(first.cookie));
    });

    it("refuses a callback whose state was not issued to this browser", async () => {
      const start = await authPost(t.app, "/sign-in/social", { provider: "google", callbackURL: "/" });
      const back = await authorizeAtProvider(start.json<{ url: string }>().url);
      // No state cookie: an attacker replaying someone else's callback URL.
      const callback = await t.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toMatch(/error=/u);
      expect(cookieHeader(callback.headers["set-cookie"])).not.toMatch(/session_token=/u);
    });

    it("refuses a suspended Google account: no session, no token, the suspension's message", async () => {
      const first = await signInWithGoogle("/sign-in/social", { provider: "google", callbackURL: "/" });
      const id = (await authGet(t.app, "/get-session", first.cookie)).json<{ user: { id: string } }>().user.id;
      await t.store.db
        .updateTable("profile")
        .set({ suspended_at: new Date().toISOString() })
        .where("user_id", "=", id)
        .execute();
      try {
        const { callback, cookie } = await signInWithGoogle("/sign-in/social", {
          provider: "google",
          callbackURL: "/",
        });
        expect(callback.statusCode).toBe(302);
        const errorPage = new URL(String(callback.headers.location));
        const refused = await t.app.inject({ url: `${errorPage.pathname}${errorPage.search}` });
        expect(refused.statusCode).toBe(403);
        expect(refused.json<{ message: string }>().message).toBe(MODERATION_MESSAGES.suspended);
        expect(cookieHeader(callback.headers["set-cookie"])).not.toMatch(/session_token=/u);
        expect((await authGet(t.app, "/token", cookie)).statusCode).toBe(401);
      } finally {
        await t.store.db.updateTable("profile").set({ suspended_at: null }).where("user_id", "=", id).execute();
      }
    });

    it("completes a popup sign-in with a page that posts the result to the opener", async () => {
      const origin = t.app.config.baseUrl;
      const start = await t.app.inject({
        method: "GET",
        url: `/api/auth/oauth-popup/start?provider=google&popupOrigin=${encodeURIComponent(origin)}&popupNonce=n123`,
      });
      expect(start.statusCode).toBe(302);
      const cookie = mergeCookies("", start);
      const back = await authorizeAtProvider(String(start.headers.location));
      const callback = await t.app.inject({
        method: "GET",
        url: `${back.pathname}${back.search}`,
        headers: { cookie },
      });
      expect(callback.statusCode).toBe(200);
      expect(callback.headers["content-type"]).toMatch(/text\/html/u);
      expect(callback.headers["content-security-policy"]).toMatch(/script-src 'sha256-/u);
      expect(callback.body).toContain('"nonce":"n123"');
      // The popup shares the site's cookie jar, so the opener's cookie session is signed in too.
      const session = await authGet(t.app, "/get-session", mergeCookies(cookie, callback));
      expect(session.json<{ user: { email: string } }>().user.email).toBe(GOOGLE_USER.email);
    });
  });
}
