import { randomBytes } from "node:crypto";
import type { App } from "@server/app";
import { base64url, decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from "jose";

/**
 * Every way an Authorization header can be wrong, plus the two right ones (a user's own token and
 * another user's, which must still not reach the first user's things).
 */
export const TOKEN_KINDS = [
  "none",
  "own",
  "other-user",
  "garbage",
  "empty-bearer",
  "basic-scheme",
  "alg-none",
  "alg-none-real-kid",
  "forged-eddsa",
  "forged-hs256",
  "hs256-keyed-with-public-key",
  "unknown-kid",
  "jku-injection",
  "expired",
  "not-yet-valid",
  "wrong-audience",
  "wrong-issuer",
  "hostile-claims",
  "tampered-payload",
  "truncated",
  "session-token",
  "oversized",
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** The header value per kind; undefined means no Authorization header at all. */
export type TokenBook = Record<TokenKind, string | undefined>;

const encode = (value: unknown) => base64url.encode(JSON.stringify(value));

/** A syntactically perfect JWT with no signature, the classic `alg: none` bypass. */
function unsigned(header: Record<string, unknown>, claims: Record<string, unknown>): string {
  return `${encode(header)}.${encode(claims)}.`;
}

export type TokenInputs = {
  app: App;
  ownToken: string;
  otherToken: string;
  /** A better-auth session token (from a session cookie), which the API must not take for an ID token. */
  sessionToken: string;
};

/** Signs with the server's real key through better-auth's server-only API, to test claim checks, not signatures. */
async function signWithRealKey(app: App, payload: Record<string, unknown>): Promise<string> {
  const { token } = await app.auth.api.signJWT({ body: { payload } });
  return token;
}

export async function buildTokenBook(inputs: TokenInputs): Promise<TokenBook> {
  const { app, ownToken, otherToken } = inputs;
  const claims = decodeJwt(ownToken) as Record<string, unknown>;
  const realKid = decodeProtectedHeader(ownToken).kid ?? "";
  const now = Math.floor(Date.now() / 1000);
  const live = { ...claims, iat: now, exp: now + 600 };
  const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
  const jwks = await app.auth.api.getJwks();
  const forge = (header: { alg: string; kid?: string; jku?: string }, key: CryptoKey | Uint8Array) =>
    new SignJWT(live).setProtectedHeader(header).sign(key);
  const [, otherPayload = ""] = otherToken.split(".");
  const [ownHeader = "", , ownSignature = ""] = ownToken.split(".");
  const bearer = (token: string) => `Bearer ${token}`;
  const base = { iss: claims.iss, aud: claims.aud, sub: claims.sub };
  return {
    none: undefined,
    own: bearer(ownToken),
    "other-user": bearer(otherToken),
    garbage: bearer(randomBytes(48).toString("base64url")),
    "empty-bearer": "Bearer ",
    "basic-scheme": `Basic ${Buffer.from("admin:admin").toString("base64")}`,
    "alg-none": bearer(unsigned({ alg: "none", typ: "JWT" }, live)),
    "alg-none-real-kid": bearer(unsigned({ alg: "none", kid: realKid }, live)),
    "forged-eddsa": bearer(await forge({ alg: "EdDSA", kid: realKid }, privateKey)),
    "forged-hs256": bearer(await forge({ alg: "HS256", kid: realKid }, new TextEncoder().encode("secret"))),
    "hs256-keyed-with-public-key": bearer(
      await forge({ alg: "HS256", kid: realKid }, new TextEncoder().encode(JSON.stringify(jwks.keys[0] ?? {}))),
    ),
    "unknown-kid": bearer(await forge({ alg: "EdDSA", kid: randomBytes(8).toString("hex") }, privateKey)),
    "jku-injection": bearer(
      await forge({ alg: "EdDSA", kid: realKid, jku: "http://127.0.0.1:9/jwks.json" }, privateKey),
    ),
    expired: bearer(await signWithRealKey(app, { ...claims, iat: now - 7200, exp: now - 3600 })),
    "not-yet-valid": bearer(await signWithRealKey(app, { ...claims, iat: now, nbf: now + 3600 })),
    "wrong-audience": bearer(await signWithRealKey(app, { ...claims, aud: "https://evil.example" })),
    "wrong-issuer": bearer(await signWithRealKey(app, { ...claims, iss: "https://evil.example" })),
    "hostile-claims": bearer(
      await signWithRealKey(app, { ...base, id: ["x"], email: { $ne: null }, name: "x".repeat(5000), image: 7 }),
    ),
    "tampered-payload": bearer(`${ownHeader}.${otherPayload}.${ownSignature}`),
    truncated: bearer(ownToken.slice(0, -10)),
    "session-token": bearer(inputs.sessionToken),
    oversized: bearer(`${ownToken}${"A".repeat(8_000)}`),
  };
}
