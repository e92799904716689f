import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "./errors";

const GENERIC_FAILURE = "Something went wrong on our side. Please try again later.";

/** Every failure leaves as JSON `{message, code?, issues?}`; a 5xx never carries internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: error.code });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: GENERIC_FAILURE, code: "INTERNAL" });
  });
}
