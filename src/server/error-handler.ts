import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type FailureBody, failureInReadersLanguage } from "./api-messages/failure-body";
import type { ValidationItem } from "./api-messages/zod-defaults";
import { isDatabaseUnavailable } from "./db/errors";
import { HttpError } from "./errors";
import { drainRequestBody } from "./http/drain-body";

const GENERIC_FAILURE = "Something went wrong on our side. Please try again later.";
export const DATABASE_UNAVAILABLE =
  "The database is not answering right now. Please try again in a moment; nothing was lost.";
/** Seconds a client is asked to wait before trying again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_S = 5;
/** An outage fails every request; the log says so once in this long, not once per request. */
const OUTAGE_LOG_INTERVAL_MS = 30_000;

/** Fastify's own words for a body over the limit say nothing of the limit. */
function tooLargeMessage(bodyLimit: number): string {
  return `The request body is too large: at most ${bodyLimit / (1024 * 1024)} MB.`;
}

/**
 * Every failure leaves as JSON `{message, code?, issues?}`; a 5xx never carries internals. A message
 * said in another language than English carries SPEC's English too (`english`), so a client can tell
 * which failure it is (the field it belongs under) whatever language it shows.
 */
export function installErrorHandler(app: FastifyInstance): void {
  let outageLoggedAt = Number.NEGATIVE_INFINITY;

  /**
   * The one exit every failure leaves by, in the reader's language (decision 0146): the code throws
   * SPEC's English, and only here, once a request has failed, is the reader's language looked up.
   */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    body: FailureBody,
    options: { reachDatabase?: boolean; validation?: ValidationItem[] } = {},
  ) => reply.status(status).send(await failureInReadersLanguage(app, request, reply, body, options));

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // A refused body may still be arriving: read the rest (up to a cap) so the client reads the 413
    // instead of failing to write into a closed connection; past the cap, close once answered.
    const status = error.statusCode;
    if (status === 413 && !(await drainRequestBody(request.raw))) reply.header("connection", "close");
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return send(request, reply, 413, {
        message: tooLargeMessage(app.initialConfig.bodyLimit ?? 0),
        code: "BODY_TOO_LARGE",
      });
    }
    if (error instanceof HttpError) {
      return send(request, reply, error.statusCode, {
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.issues ? { issues: error.issues } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Zod gives every issue a message; the type only says Fastify's validators might not.
      const issues = error.validation.map((issue) => issue.message ?? "The request is not valid.");
      return send(request, reply, 400, {
        message: issues[0] ?? "The request is not valid.",
        code: "VALIDATION",
        issues,
      });
    }
    if (status !== undefined && status >= 400 && status < 500) {
      // A throttled caller is answered without a lookup: that is what the limit protects.
      return send(
        request,
        reply,
        status,
        { message: error.message, code: error.code },
        { reachDatabase: status !== 429 },
      );
    }
    if (isDatabaseUnavailable(error)) {
      if (Date.now() - outageLoggedAt >= OUTAGE_LOG_INTERVAL_MS) {
        outageLoggedAt = Date.now();
        request.log.error({ err: error }, "the database is out of reach: answering 503 until it is back");
      }
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_S));
      return send(
        request,
        reply,
        503,
        { message: DATABASE_UNAVAILABLE, code: "DATABASE_UNAVAILABLE" },
        { reachDatabase: false },
      );
    }
    request.log.error({ err: error }, "unhandled error");
    return send(request, reply, 500, { message: GENERIC_FAILURE, code: "INTERNAL" }, { reachDatabase: false });
  });
}
