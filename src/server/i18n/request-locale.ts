import {
  acceptedLanguages,
  type InterfaceLocale,
  LOCALE_COOKIE,
  negotiateLocale,
  PSEUDO_LOCALE,
} from "@shared/locales";
import { LANGUAGE_LINK_PATHS, linkLanguageOf } from "@shared/mail-links";
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

/** The request's path and query; none for a request made up of headers alone (a unit test's). */
const addressOf = (request: FastifyRequest): string => (request.url as string | undefined) ?? "";

/** The language a request's URL names in `?lang=`, when it is exactly one of the interface's; else none. */
export function linkLanguage(request: FastifyRequest): InterfaceLocale | undefined {
  const url = addressOf(request);
  const query = url.indexOf("?");
  return query < 0 ? undefined : linkLanguageOf(new URLSearchParams(url.slice(query + 1)));
}

/**
 * The language of the mail whose link opened this page (decision 0145), on the pages reader mails link
 * to only (matched as the router matches them, whatever the case or a closing slash); none elsewhere.
 */
export function mailLinkLanguage(request: FastifyRequest): InterfaceLocale | undefined {
  const pathname = (addressOf(request).split("?")[0] ?? "").toLowerCase().replace(/\/+$/u, "");
  return LANGUAGE_LINK_PATHS.includes(pathname) ? linkLanguage(request) : undefined;
}

/**
 * The interface language of a page or message for this request (issue 59): the account's setting when
 * it has one, then the switcher's cookie, then, on a page a reader mail links to, the mail's language
 * its link carries (decision 0145: the reader's choices win, the mail's beats the browser's guess), the
 * browser's Accept-Language and the site's default.
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
  const link = mailLinkLanguage(request) ?? null;
  if (pseudo && !userSetting && asksForPseudoLocale(localeCookie(request), link, acceptLanguage)) {
    // The one place the pseudo-locale becomes a page's language (decision 0149). It is no InterfaceLocale
    // on purpose: production's types, lists and checks never name it. Downstream it is only a tag for
    // Intl, `lang` and the words' file names, and the server's catalogues make its words from English's.
    return PSEUDO_LOCALE as InterfaceLocale;
  }
  return negotiateLocale({
    userSetting: userSetting ?? null,
    cookie: localeCookie(request),
    link,
    acceptLanguage: typeof acceptLanguage === "string" ? acceptLanguage : null,
    siteDefault,
  });
}

/**
 * The switcher's cookie, else the browser's first language, names the pseudo-locale exactly; a mail
 * link's language, which outranks the browser's, never does.
 */
function asksForPseudoLocale(cookie: string | null, link: string | null, acceptLanguage: unknown): boolean {
  if (cookie !== null) return cookie === PSEUDO_LOCALE;
  if (link !== null) return false;
  const first = typeof acceptLanguage === "string" ? acceptedLanguages(acceptLanguage)[0] : undefined;
  return first?.toLowerCase() === PSEUDO_LOCALE.toLowerCase();
}
