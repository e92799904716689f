import { type InterfaceLocale, LOCALE_COOKIE, negotiateLocale } from "@shared/locales";
import type { FastifyRequest } from "fastify";

/** The switcher's choice from the request's cookies, or null. */
export function localeCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? "";
  for (const pair of header.split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === LOCALE_COOKIE) return decodeURIComponent(value.join("=")).trim() || null;
  }
  return null;
}

/**
 * The interface language of a page or message for this request (issue 59): the account's setting when
 * it has one, then the switcher's cookie, the browser's Accept-Language and the site's default.
 */
export function requestLocale(
  request: FastifyRequest,
  { userSetting, siteDefault }: { userSetting?: string | null; siteDefault: string },
): InterfaceLocale {
  const acceptLanguage = request.headers["accept-language"];
  return negotiateLocale({
    userSetting: userSetting ?? null,
    cookie: localeCookie(request),
    acceptLanguage: typeof acceptLanguage === "string" ? acceptLanguage : null,
    siteDefault,
  });
}
