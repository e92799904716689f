import type { Identity } from "@shared/schemas";
import type { FastifyRequest } from "fastify";

/**
 * The contract every resource route uses: who is calling, from a verified bearer ID token.
 * `requireIdentity` throws a 401 HttpError when the token is missing, forged, expired or signed
 * by another key, or when its session has ended (sign-out, password change, account removal);
 * `optionalIdentity` returns undefined in those cases instead.
 * Implemented in ./verify.ts (JWKS from the database via jose).
 */
export type IdentityResolver = {
  requireIdentity: (request: FastifyRequest) => Promise<Identity>;
  optionalIdentity: (request: FastifyRequest) => Promise<Identity | undefined>;
  /** Called when sessions may have ended through this instance, so their tokens stop at once here. */
  forgetSessions: () => void;
};

declare module "fastify" {
  interface FastifyInstance {
    identity: IdentityResolver;
  }
}
