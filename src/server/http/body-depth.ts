import type { FastifyInstance } from "fastify";
import { HttpError } from "../errors";

/** No Inkwell payload nests more than a few levels; this leaves room for any honest client. */
export const MAX_BODY_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests objects or arrays deeper than `max`, by one pass over the bytes without
 * parsing (brackets inside strings do not count). Parsing first would be too late: code that walks a
 * parsed value recursively (validators, better-auth) overflows the stack on a deep enough body.
 */
export function nestsDeeperThan(body: Buffer | string, max: number): boolean {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth++;
      if (depth > max) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

export function assertShallow(body: Buffer | string): void {
  if (nestsDeeperThan(body, MAX_BODY_DEPTH)) throw new HttpError(400, TOO_DEEP_MESSAGE, "BODY_TOO_DEEP");
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning protection), behind the depth check, for
 * every route of this app. The better-auth routes read raw bodies and check depth themselves.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    try {
      assertShallow(body);
    } catch (error) {
      done(error as HttpError, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
