import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
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

/** Every failure leaves as JSON `{message, code?, issues?}`; a 5xx never carries internals. */
export function installErrorHandler(app: FastifyInstance): void {
  let outageLoggedAt = Number.NEGATIVE_INFINITY;
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // A refused body may still be arriving: read the rest (up to a cap) so the client reads the 413
    // instead of failing to write into a closed connection; past the cap, close once answered.
    const status = error.statusCode;
    if (status === 413 && !(await drainRequestBody(request.raw))) reply.header("connection", "close");
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply
        .status(413)
        .send({ message: tooLargeMessage(app.initialConfig.bodyLimit ?? 0), code: "BODY_TOO_LARGE" });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.issues ? { issues: error.issues } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => issue.message);
      return reply.status(400).send({ message: issues[0] ?? "The request is not valid.", code: "VALIDATION", issues });
    }
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: error.code });
    }
    if (isDatabaseUnavailable(error)) {
      if (Date.now() - outageLoggedAt >= OUTAGE_LOG_INTERVAL_MS) {
        outageLoggedAt = Date.now();
        request.log.error({ err: error }, "the database is out of reach: answering 503 until it is back");
      }
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_S))
        .send({ message: DATABASE_UNAVAILABLE, code: "DATABASE_UNAVAILABLE" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: GENERIC_FAILURE, code: "INTERNAL" });
  });
}
