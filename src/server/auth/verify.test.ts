import type { FastifyRequest } from "fastify";
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { HttpError } from "../errors";
import { createIdentityResolver } from "./verify";

const ISSUER = "http://localhost:3000";
const CLAIMS = { id: "u1", email: "u1@example.com", name: "User One", image: null, sub: "u1", sid: "s1" };

/** Session liveness is tested in session-liveness.test.ts; here every session is alive unless a test says. */
const ALL_LIVE = { isLive: async () => true, forgetAll: () => {} };

async function newKey(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair("EdDSA", { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: "EdDSA" };
  const sign = (claims: Record<string, unknown> = CLAIMS) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "EdDSA", kid })
      .setIssuer(ISSUER)
      .setAudience(ISSUER)
      .setExpirationTime("5m")
      .sign(privateKey);
  return { jwk, sign };
}

const requestWith = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as FastifyRequest;

/** A key store standing in for the database, counting how often the resolver reads it. */
function keyStore(initial: JWK[]) {
  const state = { keys: initial, reads: 0, failing: false };
  const loadKeys = async (): Promise<JSONWebKeySet> => {
    state.reads++;
    if (state.failing) throw new Error("database is down");
    return { keys: [...state.keys] };
  };
  return { state, loadKeys };
}

describe("createIdentityResolver", () => {
  it("reads the keys once and reuses them", async () => {
    const key = await newKey("k1");
    const { state, loadKeys } = keyStore([key.jwk]);
    const resolver = createIdentityResolver({ loadKeys, issuer: ISSUER, audience: ISSUER, sessions: ALL_LIVE });
    for (let i = 0; i < 3; i++) {
      expect(await resolver.requireIdentity(requestWith(await key.sign()))).toEqual({
        id: "u1",
        email: "u1@example.com",
        name: "User One",
        image: null,
      });
    }
    expect(state.reads).toBe(1);
  });

  it("re-reads the keys when a token names a key it has not seen (another instance rotated)", async () => {
    const first = await newKey("k1");
    const second = await newKey("k2");
    const { state, loadKeys } = keyStore([first.jwk]);
    const resolver = createIdentityResolver({
      loadKeys,
      issuer: ISSUER,
      audience: ISSUER,
      sessions: ALL_LIVE,
      minRefreshIntervalMs: 0,
    });
    await resolver.requireIdentity(requestWith(await first.sign()));

    state.keys = [first.jwk, second.jwk];
    expect((await resolver.requireIdentity(requestWith(await second.sign()))).id).toBe("u1");
    expect(state.reads).toBe(2);
  });

  it("does not re-read the keys for every forged key id", async () => {
    const real = await newKey("k1");
    const { state, loadKeys } = keyStore([real.jwk]);
    const resolver = createIdentityResolver({
      loadKeys,
      issuer: ISSUER,
      audience: ISSUER,
      minRefreshIntervalMs: 60_000,
      sessions: ALL_LIVE,
    });
    await resolver.requireIdentity(requestWith(await real.sign()));
    for (let i = 0; i < 5; i++) {
      const forged = await newKey(`forged-${i}`);
      await expect(resolver.requireIdentity(requestWith(await forged.sign()))).rejects.toMatchObject({
        statusCode: 401,
      });
    }
    expect(state.reads).toBe(1);
  });

  it("refuses a token whose claims are not an identity", async () => {
    const key = await newKey("k1");
    const { loadKeys } = keyStore([key.jwk]);
    const resolver = createIdentityResolver({ loadKeys, issuer: ISSUER, audience: ISSUER, sessions: ALL_LIVE });
    const token = await key.sign({ sub: "u1", email: "u1@example.com" });
    await expect(resolver.requireIdentity(requestWith(token))).rejects.toBeInstanceOf(HttpError);
    expect(await resolver.optionalIdentity(requestWith(token))).toBeUndefined();
  });

  it("lets a key-store failure surface as a server error, not as the caller's bad token", async () => {
    const key = await newKey("k1");
    const { state, loadKeys } = keyStore([key.jwk]);
    state.failing = true;
    const resolver = createIdentityResolver({ loadKeys, issuer: ISSUER, audience: ISSUER, sessions: ALL_LIVE });
    await expect(resolver.requireIdentity(requestWith(await key.sign()))).rejects.toThrow("database is down");
  });

  it("refuses a token without a session id, and one whose session has ended", async () => {
    const key = await newKey("k1");
    const { loadKeys } = keyStore([key.jwk]);
    const asked: Array<[string, string]> = [];
    const sessions = {
      isLive: async (sessionId: string, userId: string) => {
        asked.push([sessionId, userId]);
        return sessionId === "live";
      },
      forgetAll: () => {},
    };
    const resolver = createIdentityResolver({ loadKeys, issuer: ISSUER, audience: ISSUER, sessions });
    const { sid: _sid, ...withoutSid } = CLAIMS;
    await expect(resolver.requireIdentity(requestWith(await key.sign(withoutSid)))).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(
      resolver.requireIdentity(requestWith(await key.sign({ ...CLAIMS, sid: "ended" }))),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect((await resolver.requireIdentity(requestWith(await key.sign({ ...CLAIMS, sid: "live" })))).id).toBe("u1");
    expect(asked).toEqual([
      ["ended", "u1"],
      ["live", "u1"],
    ]);
  });
});
