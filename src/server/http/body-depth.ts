import type { FastifyInstance } from "fastify";
import { HttpError } from "../errors";

/** No Inkwell payload nests more than a few levels; this leaves room for any honest client. */
export const MAX_BODY_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`;

/** PostgreSQL text cannot hold U+0000 (SQLite can); refused on both so a site behaves the same on either. */
export const NUL_MESSAGE = "Text must not contain the NUL character (U+0000).";

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LETTER_U = 0x75;
const DIGIT_ZERO = 0x30;

/** Whether the escape starting at `index` (a backslash) is `\u0000`. */
function isNulEscape(bytes: Buffer, index: number): boolean {
  if (bytes[index + 1] !== LETTER_U) return false;
  for (let offset = 2; offset <= 5; offset++) if (bytes[index + offset] !== DIGIT_ZERO) return false;
  return true;
}

export type BodyProblem = "too-deep" | "nul" | undefined;

/**
 * Whether JSON text nests objects or arrays deeper than `max`, by one pass over the bytes without
 * parsing (brackets inside strings do not count). Parsing first would be too late: code that walks a
 * parsed value recursively (validators, better-auth) overflows the stack on a deep enough body.
 */
export function jsonBodyProblem(body: Buffer | string, maxDepth = MAX_BODY_DEPTH): BodyProblem {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) {
        if (isNulEscape(bytes, index)) return "nul";
        index++;
      } else if (byte === QUOTE) {
        inString = false;
      }
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth++;
      if (depth > maxDepth) return "too-deep";
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return undefined;
}

export function nestsDeeperThan(body: Buffer | string, max: number): boolean {
  return jsonBodyProblem(body, max) === "too-deep";
}

/** `%00` in a form body decodes to U+0000. */
const ENCODED_NUL = Buffer.from("%00");

/** Throws the 400 for a body that nests too deeply or smuggles a NUL into text. */
export function assertAcceptableBody(body: Buffer | string, kind: "json" | "form" = "json"): void {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  const problem = kind === "form" ? (bytes.includes(ENCODED_NUL) ? "nul" : undefined) : jsonBodyProblem(bytes);
  if (problem === "too-deep") throw new HttpError(400, TOO_DEEP_MESSAGE, "BODY_TOO_DEEP");
  if (problem === "nul") throw new HttpError(400, NUL_MESSAGE, "NUL_IN_TEXT");
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning protection), behind the depth and NUL
 * checks, for every route of this app. The better-auth routes read raw bodies and check them themselves.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    try {
      assertAcceptableBody(body);
    } catch (error) {
      done(error as HttpError, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
