import { type Identity, identitySchema } from "@shared/schemas";
import type { FastifyRequest } from "fastify";
import { createLocalJWKSet, errors, type JSONWebKeySet, jwtVerify } from "jose";
import { unauthorized } from "../errors";
import type { IdentityResolver } from "./identity";
import type { SessionLiveness } from "./session-liveness";

export const INVALID_TOKEN_MESSAGE = "Your sign-in is not valid or has expired. Please sign in again.";

/**
 * A token naming a key this instance has not seen makes it re-read the keys, but not more often
 * than this, so a stream of forged tokens with made-up key ids cannot turn into a stream of queries.
 */
const MIN_REFRESH_INTERVAL_MS = 2000;

export type VerifierOptions = {
  /** The public keys, read in-process from better-auth (they live in the database every instance shares). */
  loadKeys: () => Promise<JSONWebKeySet>;
  issuer: string;
  audience: string;
  /** Defaults to MIN_REFRESH_INTERVAL_MS; tests shorten it. */
  minRefreshIntervalMs?: number;
  /** Whether the session a token was issued for (its `sid` claim) still exists, so sign-out ends its tokens. */
  sessions: SessionLiveness;
};

type KeySet = ReturnType<typeof createLocalJWKSet>;

export function createIdentityResolver(options: VerifierOptions): IdentityResolver {
  const minRefreshInterval = options.minRefreshIntervalMs ?? MIN_REFRESH_INTERVAL_MS;
  let keySet: KeySet | undefined;
  let loading: Promise<KeySet> | undefined;
  let loadedAt = 0;

  const reload = (): Promise<KeySet> => {
    // Concurrent requests share one read instead of each querying the database.
    loading ??= options
      .loadKeys()
      .then((jwks) => {
        keySet = createLocalJWKSet(jwks);
        loadedAt = Date.now();
        return keySet;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  const verify = async (token: string, keys: KeySet) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: options.audience,
      requiredClaims: ["exp", "sub", "sid"],
    });
    return payload;
  };

  const identityFromToken = async (token: string): Promise<Identity> => {
    // Key loading stays outside the try blocks: a database failure is a 500, not the caller's bad token.
    const keys = keySet ?? (await reload());
    let payload: unknown;
    try {
      payload = await verify(token, keys);
    } catch (error) {
      const unknownKey = error instanceof errors.JWKSNoMatchingKey;
      if (!unknownKey || Date.now() - loadedAt < minRefreshInterval) throw unauthorized(INVALID_TOKEN_MESSAGE);
      const fresh = await reload();
      try {
        payload = await verify(token, fresh);
      } catch {
        throw unauthorized(INVALID_TOKEN_MESSAGE);
      }
    }
    const identity = identitySchema.safeParse(payload);
    const { sid, sub } = payload as { sid?: unknown; sub?: unknown };
    if (!identity.success || typeof sid !== "string" || typeof sub !== "string") {
      throw unauthorized(INVALID_TOKEN_MESSAGE);
    }
    // A session lookup failing is the server's problem (500), so it stays outside the 401 paths above.
    if (!(await options.sessions.isLive(sid, sub))) throw unauthorized(INVALID_TOKEN_MESSAGE);
    return identity.data;
  };

  const bearerToken = (request: FastifyRequest): string | undefined => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/iu.exec(header) : null;
    return match?.[1];
  };

  // A protected route checks its caller before validation (moderation/route-access.ts) and its handler
  // asks again: one verification (and one session lookup) per request serves both.
  const verified = new WeakMap<FastifyRequest, Promise<Identity>>();

  return {
    forgetSessions: () => options.sessions.forgetAll(),
    requireIdentity: (request) => {
      const known = verified.get(request);
      if (known) return known;
      const token = bearerToken(request);
      const identity = token ? identityFromToken(token) : Promise.reject(unauthorized());
      verified.set(request, identity);
      return identity;
    },
    optionalIdentity: async (request) => {
      const token = bearerToken(request);
      if (!token) return undefined;
      try {
        return await identityFromToken(token);
      } catch {
        return undefined;
      }
    },
  };
}
