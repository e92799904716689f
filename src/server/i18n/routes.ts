import { isInterfaceLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALE_NAMES } from "@shared/locales";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { badRequest } from "../errors";
import { fieldsOf, installFormFieldsParser } from "../http/form-fields";
import { seeOther } from "../http/see-other";
import { changeProfile } from "../profiles/store";
import { sessionAccountId } from "./account-language";

/** Where to go back to: a path on this site only, never another origin (`//evil.example` included). */
function backPath(value: unknown): string {
  return typeof value === "string" && /^\/(?![/\\])/u.test(value) && !/[\r\n]/u.test(value) ? value : "/";
}

/**
 * POST /language: the language switcher (issue 59). A form, so it works without scripts: it remembers
 * the choice in a cookie for a year, saves it as a signed-in account's setting (which otherwise would
 * win over the cookie on their next page), and answers 303 back to the page it was on. A script posts
 * the same form with `Accept: application/json` and is answered 204, then switches the page in place.
 */
export const languageRoutes: FastifyPluginAsync = async (scope) => {
  installFormFieldsParser(scope);
  scope.post("/language", async (request, reply: FastifyReply) => {
    const fields = fieldsOf(request.body);
    const language = fields.language;
    if (!isInterfaceLocale(language)) {
      throw badRequest(`language must be one of ${Object.keys(LOCALE_NAMES).join(", ")}.`);
    }
    const accountId = await sessionAccountId(scope, request);
    if (accountId) await changeProfile(scope.store, accountId, { language });
    const secure = scope.config.baseUrl.startsWith("https:") ? "; Secure" : "";
    reply.header(
      "set-cookie",
      `${LOCALE_COOKIE}=${language}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`,
    );
    if ((request.headers.accept ?? "").includes("application/json")) {
      return reply.header("cache-control", "no-store").status(204).send();
    }
    return seeOther(reply, backPath(fields.back));
  });
};
