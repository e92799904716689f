import type { FastifyInstance } from "fastify";
import { assertAcceptableBody } from "./body-depth";

/**
 * RFC 8058 one-click unsubscribe posts `List-Unsubscribe=One-Click` as
 * application/x-www-form-urlencoded. Fastify reads no forms by itself, and one flat form does not
 * warrant a dependency: this parser, in the scopes of the routes that take it (reader-mail, the newsletter), reads it into fields.
 */
export function installFormParser(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    try {
      assertAcceptableBody(body, "form");
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
