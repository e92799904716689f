import { MODERATION_MESSAGES } from "@shared/moderation-schemas";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { failureInReadersLanguage } from "../api-messages/failure-body";
import { HttpError } from "../errors";
import { assertAcceptableBody } from "../http/body-depth";
import { AUTH_BASE_PATH, type Auth, createAuth, SUSPENDED_CODE } from "./better-auth";
import { inReadersLanguage } from "./failure-language";
import { GOOGLE_NOT_CONFIGURED, GOOGLE_PROVIDER_ID, GOOGLE_UNREACHABLE } from "./google";
import { checkNewPassword, checkProfileUpdate, checkSignUp, type Fields } from "./guards";
import type { LoginThrottle } from "./login-throttle";
import { createSessionLiveness, sessionLookup } from "./session-liveness";
import { createIdentityResolver } from "./verify";
import { sendWebResponse, toWebRequest } from "./web-bridge";

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
}

/** What reaches better-auth after Inkwell's own checks: possibly another path, possibly a rewritten body. */
type Forward = { path: string; fields?: Fields };

type Guard = (fields: Fields, app: FastifyInstance) => Forward;

function requireGoogle(app: FastifyInstance): void {
  if (!app.config.google) throw new HttpError(400, GOOGLE_NOT_CONFIGURED, "GOOGLE_NOT_CONFIGURED");
}

/** POST endpoints whose bodies Inkwell checks before better-auth sees them, keyed by path below the base path. */
const GUARDS: Record<string, Guard> = {
  "/sign-up/email": (fields) => ({ path: "/sign-up/email", fields: { ...fields, ...checkSignUp(fields) } }),
  "/change-password": (fields) => {
    checkNewPassword(fields);
    // A new password ends every other session (and their tokens): the usual reason to change it is
    // that someone else may know the old one. The caller gets a fresh session cookie back.
    return { path: "/change-password", fields: { ...fields, revokeOtherSessions: true } };
  },
  "/reset-password": (fields) => {
    checkNewPassword(fields);
    return { path: "/reset-password" };
  },
  "/update-user": (fields) => ({ path: "/update-user", fields: checkProfileUpdate(fields) }),
  "/sign-in/social": (_fields, app) => {
    requireGoogle(app);
    return { path: "/sign-in/social" };
  },
  // better-auth 1.7 folded generic OAuth into sign-in/social; the older path keeps working for clients that use it.
  "/sign-in/oauth2": (fields, app) => {
    requireGoogle(app);
    const { providerId, ...rest } = fields;
    return {
      path: "/sign-in/social",
      fields: { ...rest, provider: rest.provider ?? providerId ?? GOOGLE_PROVIDER_ID },
    };
  },
};

/** Reads a JSON or form body into fields; anything else cannot be checked, so it is refused. */
function readFields(request: FastifyRequest): Fields {
  const raw = Buffer.isBuffer(request.body) ? request.body.toString("utf8") : "";
  const type = request.headers["content-type"] ?? "";
  if (raw.trim() === "") return {};
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Fields;
  } catch {
    // Falls through to the 400 below.
  }
  throw new HttpError(400, "The request body must be a JSON object.", "BAD_REQUEST");
}

/**
 * The path and query as better-auth will read them (WHATWG URL parsing): a `#` ends both, and a `?`
 * after it belongs to the fragment. Finding the guard by any other reading of the path would let
 * `/update-user#x` skip the checks while better-auth still runs update-user.
 */
export function splitUrl(url: string): { pathname: string; search: string } {
  const hashAt = url.indexOf("#");
  const target = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = target.indexOf("?");
  return queryAt === -1
    ? { pathname: target, search: "" }
    : { pathname: target.slice(0, queryAt), search: target.slice(queryAt) };
}

/**
 * better-auth's router collects the query into a plain object with `key in query`, so a key every
 * object inherits (`__proto__`, `constructor`, `toString`) turns into an array holding the inherited
 * value, or swaps the object's prototype. No better-auth endpoint takes such a parameter.
 */
function refuseInheritedQueryKeys(search: string): void {
  for (const key of new URLSearchParams(search).keys()) {
    if (key in Object.prototype) {
      throw new HttpError(400, `The query parameter "${key}" is not allowed.`, "BAD_REQUEST");
    }
  }
}

/** POST endpoints after which sessions may have ended, so tokens bound to them must stop at once. */
const SESSION_ENDING = new Set([
  "/sign-out",
  "/change-password",
  "/reset-password",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/delete-user",
]);

/** The email a sign-in attempt names, if its body says; a malformed body is better-auth's to refuse. */
function signInEmail(request: FastifyRequest): string | undefined {
  try {
    const { email } = readFields(request);
    return typeof email === "string" && email.trim() !== "" ? email : undefined;
  } catch {
    return undefined;
  }
}

function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

async function forward(
  app: FastifyInstance,
  throttle: LoginThrottle,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { pathname, search } = splitUrl(request.url);
  refuseInheritedQueryKeys(search);
  // Fastify routes trailing slashes and any letter case here; better-auth's router would not.
  const below = pathname.slice(AUTH_BASE_PATH.length).replace(/\/+$/u, "");
  const endpoint = below.toLowerCase();
  const isPost = request.method === "POST";
  // Google's callback cannot answer a refused sign-in itself: better-auth redirects to its error page,
  // which says so with the status a password sign-in gets (the session hook in better-auth.ts).
  if (!isPost && endpoint === "/error" && new URLSearchParams(search).get("error") === SUSPENDED_CODE) {
    throw new HttpError(403, MODERATION_MESSAGES.suspended, SUSPENDED_CODE);
  }
  const email = isPost && endpoint === "/sign-in/email" ? signInEmail(request) : undefined;
  if (email) {
    const retryAfter = await throttle.retryAfterSeconds(email);
    if (retryAfter !== undefined) {
      request.log.warn({ email, ip: request.ip }, "sign-in refused: too many failed attempts for this account");
      const refusal = {
        message: `Too many failed sign-in attempts for this account. Please try again in ${minutesText(retryAfter)}.`,
        code: "ACCOUNT_THROTTLED",
      };
      return reply
        .status(429)
        .header("retry-after", String(retryAfter))
        .send(await failureInReadersLanguage(app, request, reply, refusal, { reachDatabase: false }));
    }
  }
  // Guards are found case-insensitively so "/Sign-Up/Email" cannot slip past the password rules.
  const guard = isPost ? GUARDS[endpoint] : undefined;
  const { path, fields } = guard ? guard(readFields(request), app) : { path: below, fields: undefined };
  const rewritten = fields !== undefined;
  const webRequest = toWebRequest(request, new URL(app.config.baseUrl).origin, {
    url: `${AUTH_BASE_PATH}${path}${search}`,
    body: rewritten ? JSON.stringify(fields) : rawBody(request),
    ...(rewritten ? { contentType: "application/json" } : {}),
  });
  const response = await app.auth.handler(webRequest);
  if (email && response.status === 401) {
    await throttle.recordFailure(email);
    // Who and from where, never the password: enough to see a guessing campaign in the logs.
    request.log.warn({ email, ip: request.ip }, "failed sign-in");
  } else if (email && response.ok) {
    await throttle.recordSuccess(email);
  }
  if (isPost && SESSION_ENDING.has(endpoint) && response.ok) app.identity.forgetSessions();
  if (path === "/sign-in/social" && response.status === 404 && app.config.google) {
    // better-auth calls a generic provider "not found" when its discovery document could not be fetched
    // (the provider is down, or the egress guard refused its address): Google is configured, so say so.
    const asked = readFields(request);
    const provider = asked.provider ?? asked.providerId ?? GOOGLE_PROVIDER_ID;
    if (provider === GOOGLE_PROVIDER_ID) throw new HttpError(503, GOOGLE_UNREACHABLE, "GOOGLE_UNREACHABLE");
  }
  // better-auth answers unknown paths and methods with a bare status; API clients get JSON like everywhere else.
  if (response.status >= 400 && !response.headers.get("content-type")) {
    const message =
      response.status === 404 || response.status === 405
        ? `Nothing is at ${request.method} ${pathname}.`
        : "The sign-in service could not complete the request.";
    throw new HttpError(response.status, message, response.status === 404 ? "NOT_FOUND" : undefined);
  }
  return sendWebResponse(reply, await inReadersLanguage(app, request, reply, response));
}

/** The body exactly as sent; an empty one counts as none, so a bodiless POST is not parsed as broken JSON. */
function rawBody(request: FastifyRequest): Uint8Array<ArrayBuffer> | undefined {
  return Buffer.isBuffer(request.body) && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
}

/**
 * Mounts better-auth at /api/auth/* (after installMailer: it mails password resets) and decorates `app.auth` (the better-auth instance) and
 * `app.identity` (bearer ID-token verification for every API route).
 */
export async function installAuth(
  app: FastifyInstance,
  deps: { throttle: LoginThrottle; now: () => number },
): Promise<void> {
  const auth = createAuth(app.config, app.store, app.mailer, app.log);
  app.decorate("auth", auth);
  app.decorate(
    "identity",
    createIdentityResolver({
      loadKeys: async () => auth.api.getJwks(),
      issuer: app.config.baseUrl,
      audience: app.config.baseUrl,
      sessions: createSessionLiveness(sessionLookup(app.store), deps.now),
    }),
  );

  await app.register(async (scope) => {
    // better-auth reads the raw body itself; Fastify only hands it over (and enforces the body limit).
    scope.removeAllContentTypeParsers();
    // The depth bound and the NUL refusal apply here too: better-auth parses and stores these bodies itself.
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (request, body, done) => {
      try {
        const form = (request.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded");
        assertAcceptableBody(body as Buffer, form ? "form" : "json");
        done(null, body);
      } catch (error) {
        done(error as HttpError, undefined);
      }
    });

    const handler = (request: FastifyRequest, reply: FastifyReply) => forward(app, deps.throttle, request, reply);
    const credentialLimit = { rateLimit: { max: app.config.authRateLimitMax, timeWindow: "1 minute" } };
    const hidden = { hide: true };
    // Password guessing and account spam go through these two, so they get the tight per-IP limit.
    scope.post(`${AUTH_BASE_PATH}/sign-in/*`, { config: credentialLimit, schema: hidden }, handler);
    scope.post(`${AUTH_BASE_PATH}/sign-up/*`, { config: credentialLimit, schema: hidden }, handler);
    // Each request may send a mail: the same tight limit keeps anyone from flooding an inbox.
    scope.post(`${AUTH_BASE_PATH}/request-password-reset`, { config: credentialLimit, schema: hidden }, handler);
    scope.route({ method: ["GET", "POST"], url: `${AUTH_BASE_PATH}/*`, schema: hidden, handler });
  });
}
