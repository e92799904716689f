import type { FastifyInstance } from "fastify";
import { NUL_MESSAGE } from "./body-depth";

/** `%00` anywhere in the path or query decodes to U+0000, which PostgreSQL text cannot hold. */
const ENCODED_NUL = /%00/u;

/** Refuses a NUL in the URL before routing, the same way on both engines. */
export function installNulUrlGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (ENCODED_NUL.test(request.url)) {
      return reply.status(400).send({ message: NUL_MESSAGE, code: "NUL_IN_TEXT" });
    }
  });
}
