import { type InterfaceLocale, SOURCE_LOCALE } from "@shared/locales";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sessionAccountId } from "../i18n/account-language";
import { requestLocale } from "../i18n/request-locale";
import { readerSettings } from "../profiles/store";
import { siteSettings } from "../settings/service";

/**
 * The language a failed request is answered in (issue 59), chosen as a page's is: the account's
 * setting, the switcher's cookie, Accept-Language, the site's default. Read only when a request fails,
 * so a successful one pays nothing for it.
 *
 * `reachDatabase: false` when the failure is the database itself (or the request is being throttled):
 * then neither the account nor the site's saved default is looked up, and the browser's choice or
 * English answers.
 */
export async function replyLanguage(
  app: FastifyInstance,
  request: FastifyRequest,
  { reachDatabase }: { reachDatabase: boolean },
): Promise<InterfaceLocale> {
  if (!reachDatabase) return requestLocale(request, { siteDefault: SOURCE_LOCALE });
  const savedDefault = async () => (await siteSettings(app.store.db).get()).defaultLanguage;
  const [userSetting, siteDefault] = await Promise.all([
    callerLanguage(app, request),
    savedDefault().catch(() => SOURCE_LOCALE),
  ]);
  return requestLocale(request, { userSetting, siteDefault });
}

/**
 * The signed-in caller's own setting: the API's callers carry a bearer token, a form posted from a
 * page its session cookie. A caller who is neither costs no lookup; a lookup that fails is no reason
 * to fail the answer, which then follows the browser.
 */
async function callerLanguage(app: FastifyInstance, request: FastifyRequest): Promise<InterfaceLocale | null> {
  if (!request.headers.authorization && !request.headers.cookie) return null;
  try {
    const identity = request.headers.authorization ? await app.identity.optionalIdentity(request) : undefined;
    const accountId = identity?.id ?? (await sessionAccountId(app, request));
    return accountId ? (await readerSettings(app.store, accountId)).language : null;
  } catch (error) {
    request.log.warn({ err: error }, "the caller's language could not be read; the browser's is used");
    return null;
  }
}
