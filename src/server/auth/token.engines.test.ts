import { authGet, createAuthTestApp, WHOAMI_URL } from "@test/server/auth";
import { engines, type TestApp } from "@test/server/harness";
import { bearer, fetchToken, signUpUser, type TestUser } from "@test/server/users";
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_TOKEN_MESSAGE } from "./verify";

const whoami = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: WHOAMI_URL, headers });

/** Signs claims with a key the server never issued, under the given key id. */
async function signWithForeignKey(claims: Record<string, unknown>, kid: string): Promise<string> {
  const { privateKey } = await generateKeyPair("EdDSA");
  return new SignJWT(claims).setProtectedHeader({ alg: "EdDSA", kid }).sign(privateKey);
}

for (const engine of engines) {
  describe(`ID tokens and app.identity on ${engine.name}`, () => {
    let t: TestApp;
    let user: TestUser;
    beforeAll(async () => {
      t = await createAuthTestApp(engine.url());
      user = await signUpUser(t.app);
    });
    afterAll(async () => {
      await t.close();
    });

    it("issues a short-lived token naming the user, which app.identity accepts", async () => {
      const claims = decodeJwt(user.token);
      expect(claims).toMatchObject({ email: user.email, name: user.name, image: user.image, sub: claims.id });
      expect(claims.iss).toBe(t.app.config.baseUrl);
      expect(claims.aud).toBe(t.app.config.baseUrl);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);

      const response = await whoami(t, bearer(user.token));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: claims.id, email: user.email, name: user.name, image: user.image });
    });

    it("publishes the verifying keys at /api/auth/jwks", async () => {
      const response = await authGet(t.app, "/jwks");
      const { keys } = response.json<{ keys: Array<{ kid: string }> }>();
      expect(keys.map((key) => key.kid)).toContain(decodeProtectedHeader(user.token).kid);
    });

    it("refuses a request with no token, a malformed header or a non-JWT", async () => {
      const attempts: Array<Record<string, string>> = [
        {},
        { authorization: "Basic abc" },
        { authorization: "Bearer not-a-jwt" },
      ];
      for (const headers of attempts) {
        const response = await whoami(t, headers);
        expect(response.statusCode).toBe(401);
        expect(response.json<{ code: string }>().code).toBe("UNAUTHORIZED");
      }
    });

    it("refuses a token whose claims were changed after signing", async () => {
      const [header, , signature] = user.token.split(".");
      const claims = { ...decodeJwt(user.token), email: "someone-else@example.com" };
      const forgedPayload = Buffer.from(JSON.stringify(claims)).toString("base64url");
      const response = await whoami(t, bearer(`${header}.${forgedPayload}.${signature}`));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: INVALID_TOKEN_MESSAGE, code: "UNAUTHORIZED" });
    });

    it("refuses a token signed by another key, under the real key id or an unknown one", async () => {
      const claims = decodeJwt(user.token);
      const realKid = decodeProtectedHeader(user.token).kid ?? "";
      for (const kid of [realKid, "made-up-key-id"]) {
        const response = await whoami(t, bearer(await signWithForeignKey(claims, kid)));
        expect(response.statusCode).toBe(401);
      }
    });

    it("refuses an unsigned token", async () => {
      const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
      const payload = user.token.split(".")[1];
      expect((await whoami(t, bearer(`${header}.${payload}.`))).statusCode).toBe(401);
    });

    it("refuses an expired token and one meant for another issuer or audience", async () => {
      const claims = decodeJwt(user.token);
      const base = { id: claims.id, email: claims.email, name: claims.name, image: claims.image, sub: claims.sub };
      const past = Math.floor(Date.now() / 1000) - 60;
      for (const payload of [
        { ...base, iat: past - 900, exp: past },
        { ...base, iss: "https://elsewhere.example" },
        { ...base, aud: "https://elsewhere.example" },
      ]) {
        const { token } = await t.app.auth.api.signJWT({ body: { payload } });
        expect((await whoami(t, bearer(token))).statusCode).toBe(401);
      }
    });

    it("gives optionalIdentity undefined instead of a 401", async () => {
      const anonymous = await t.app.inject({ method: "GET", url: `${WHOAMI_URL}/optional` });
      expect(anonymous.json()).toEqual({ identity: null });
      const forged = await t.app.inject({
        method: "GET",
        url: `${WHOAMI_URL}/optional`,
        headers: bearer(await signWithForeignKey(decodeJwt(user.token), "x")),
      });
      expect(forged.json()).toEqual({ identity: null });
      const real = await t.app.inject({ method: "GET", url: `${WHOAMI_URL}/optional`, headers: bearer(user.token) });
      expect(real.json<{ identity: { email: string } }>().identity.email).toBe(user.email);
    });

    it("reflects profile changes in the next token", async () => {
      const other = await signUpUser(t.app);
      await t.app.inject({
        method: "POST",
        url: "/api/auth/update-user",
        headers: { origin: t.app.config.baseUrl, cookie: other.cookie },
        payload: { name: "Renamed Writer" },
      });
      const token = await fetchToken(t.app, other.cookie);
      expect((await whoami(t, bearer(token))).json<{ name: string }>().name).toBe("Renamed Writer");
    });

    it("accepts tokens issued by another app instance sharing the database", async () => {
      // A second better-auth instance over the same store stands in for a second server process.
      const { createAuth } = await import("./better-auth");
      const second = createAuth(t.app.config, t.store);
      const session = await second.api.signInEmail({ body: { email: user.email, password: user.password } });
      // The bearer plugin accepts the session token in place of the cookie.
      const { token } = await second.api.getToken({
        headers: new Headers({ authorization: `Bearer ${session.token}` }),
      });
      expect((await whoami(t, bearer(token))).statusCode).toBe(200);
    });
  });
}
