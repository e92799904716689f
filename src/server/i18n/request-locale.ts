import {
  acceptedLanguages,
  type InterfaceLocale,
  LOCALE_COOKIE,
  negotiateLocale,
  PSEUDO_LOCALE,
} from "@shared/locales";
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
  {
    userSetting,
    siteDefault,
    pseudo = false,
  }: {
    userSetting?: string | null;
    siteDefault: string;
    /** Pages only, on a server started with INKWELL_PSEUDO_LOCALE=1 (`config.pseudoLocale`). */
    pseudo?: boolean;
  },
): InterfaceLocale {
  const acceptLanguage = request.headers["accept-language"];
  if (pseudo && !userSetting && asksForPseudoLocale(localeCookie(request), acceptLanguage)) {
    // The one place the pseudo-locale becomes a page's language (decision 0149). It is no InterfaceLocale
    // on purpose: production's types, lists and checks never name it. Downstream it is only a tag for
    // Intl, `lang` and the words' file names, and the server's catalogues make its words from English's.
    return PSEUDO_LOCALE as InterfaceLocale;
  }
  return negotiateLocale({
    userSetting: userSetting ?? null,
    cookie: localeCookie(request),
    acceptLanguage: typeof acceptLanguage === "string" ? acceptLanguage : null,
    siteDefault,
  });
}

/** The switcher's cookie, else the browser's first language, names the pseudo-locale exactly. */
function asksForPseudoLocale(cookie: string | null, acceptLanguage: unknown): boolean {
  if (cookie !== null) return cookie === PSEUDO_LOCALE;
  const first = typeof acceptLanguage === "string" ? acceptedLanguages(acceptLanguage)[0] : undefined;
  return first?.toLowerCase() === PSEUDO_LOCALE.toLowerCase();
}
