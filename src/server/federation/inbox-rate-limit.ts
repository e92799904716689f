import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";

/** `keyId="…"` in a draft-cavage `Signature` header, or `keyid="…"` in an RFC 9421 `Signature-Input`. */
const KEY_ID = /\bkeyid="([^"]*)"/iu;

/**
 * Whom an inbox POST counts against: the server named by its signature's key (every account on one
 * server shares the bucket, however many addresses it sends from), else the client address. Read
 * before any signature is checked: a forged keyId only spends the named server's allowance, which the
 * sender could spend from its own address anyway, and checking first is the work the limit spares.
 */
export function inboxSender(request: FastifyRequest): string {
  for (const name of ["signature", "signature-input"]) {
    const header = request.headers[name];
    const keyId = KEY_ID.exec(Array.isArray(header) ? header.join(",") : (header ?? ""))?.[1];
    if (!keyId) continue;
    try {
      return `host:${new URL(keyId).host.toLowerCase()}`;
    } catch {
      // Not a URL: the address decides.
    }
  }
  return `ip:${request.ip}`;
}

/**
 * The inboxes' route limit (in place of the per-address one): `max` POSTs a minute per sending server.
 * The shared rate-limit plugin answers 429 with JSON {message} and Retry-After, in `onRequest`, so
 * before the body is read or a key fetched.
 */
export function inboxRateLimit(max: number): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow: "1 minute", keyGenerator: inboxSender } };
}
