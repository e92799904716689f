import type { FastifyInstance } from "fastify";
import { NUL_MESSAGE } from "./body-depth";

/** `%00` anywhere in the path or query decodes to U+0000, which PostgreSQL text cannot hold. */
const ENCODED_NUL = /%00/u;

/** Two or more slashes in a row, or a backslash, which browsers and WHATWG URL parsing read as a slash. */
const ODD_SEPARATORS = /\/{2,}|\\/u;
const SEPARATOR_RUNS = /[/\\]+/gu;

/**
 * Refuses or straightens URLs no route is written for, before routing, the same way on both engines:
 * - a NUL is refused (400);
 * - repeated slashes (and backslashes, which URL parsers read as slashes) are folded into one slash: a
 *   GET or HEAD is sent there (301), so `//Blogs` and `/a//b` reach the page a reader meant. A path
 *   starting with `//` or `/\` would otherwise be read as protocol-relative (`//host/path`) wherever it
 *   is resolved against the site, naming another host.
 *   The target is always one slash and a path of this site, so the redirect can never leave it.
 *   Other methods are not redirected (a client would resend the body elsewhere); they fall through to
 *   routing, which finds nothing at such a path (404).
 */
export function installUrlGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    const { url } = request;
    if (ENCODED_NUL.test(url)) {
      return reply.status(400).send({ message: NUL_MESSAGE, code: "NUL_IN_TEXT" });
    }
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (path.startsWith("/") && ODD_SEPARATORS.test(path) && (request.method === "GET" || request.method === "HEAD")) {
      const query = queryAt === -1 ? "" : url.slice(queryAt);
      return reply.redirect(`${path.replace(SEPARATOR_RUNS, "/")}${query}`, 301);
    }
  });
}
