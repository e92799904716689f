import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * An id a proxy or client may hand us: short, and nothing that could forge a log field, split a header
 * or smuggle markup into a log viewer. Anything else is replaced rather than trusted.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/u;

/** The incoming X-Request-Id when it is sane (so one id follows a request through the proxy), else a fresh UUID. */
export function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify options for request ids. `requestIdHeader: false`, because Fastify would otherwise take the
 * header verbatim; genReqId decides instead. Every request-scoped log line carries the id as `reqId`
 * (Fastify's default label).
 */
export const requestIdOptions = { genReqId: requestIdFor, requestIdHeader: false } as const;

/** Every response names its request, so a user's bug report or a proxy log leads to the server's lines. */
export function installRequestIdHeader(app: FastifyInstance): void {
  // Callback style and first in line: no promise per request, and the header is set before any hook
  // (rate limit, auth) can answer early.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
