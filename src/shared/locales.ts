/**
 * The interface's languages (issue 59) and how a request picks one. English is the source language:
 * every other catalogue translates it. Posts may be in any language (`postLanguageProblem`); only the
 * interface is limited to these.
 */
export const INTERFACE_LOCALES = ["en", "es", "de", "fr", "ja", "ar"] as const;
export type InterfaceLocale = (typeof INTERFACE_LOCALES)[number];
export const SOURCE_LOCALE: InterfaceLocale = "en";

/**
 * The tests' pseudo-locale (decision 0149): English's words accented, bracketed and longer, spoken only
 * by a server started with INKWELL_PSEUDO_LOCALE=1 and never one of INTERFACE_LOCALES. A private-use
 * region (ISO 3166 keeps XA–XZ for users), as Android and Chromium name theirs.
 */
export const PSEUDO_LOCALE = "en-XA";

/** Each language's own name for itself, as a language switcher lists them (W3C: never a flag). */
export const LOCALE_NAMES: Record<InterfaceLocale, string> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
  fr: "Français",
  ja: "日本語",
  ar: "العربية",
};

/** The languages written right to left among the interface's. */
const RIGHT_TO_LEFT = new Set<string>(["ar", "he", "fa", "ur", "ps", "dv", "yi", "ckb", "sd", "ug"]);

/** `rtl` for a language written right to left (by its primary subtag), else `ltr`. */
export function textDirection(locale: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(primarySubtag(locale)) ? "rtl" : "ltr";
}

/** `es` of `es-MX`, lower-cased. */
export function primarySubtag(locale: string): string {
  return (locale.split(/[-_]/u)[0] ?? "").toLowerCase();
}

export function isInterfaceLocale(value: unknown): value is InterfaceLocale {
  return typeof value === "string" && (INTERFACE_LOCALES as readonly string[]).includes(value);
}

/** The interface language a tag asks for (`es-MX` → `es`), or null when Inkwell has none for it. */
export function interfaceLocaleOf(tag: string | null | undefined): InterfaceLocale | null {
  if (!tag) return null;
  const primary = primarySubtag(tag.trim());
  return isInterfaceLocale(primary) ? primary : null;
}

/**
 * The languages of an `Accept-Language` header, best first (RFC 9110 §12.5.4): a `q` of 0 refuses a
 * language, equal weights keep the header's order, and a malformed entry is skipped.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranked: Array<{ tag: string; weight: number; position: number }> = [];
  header.split(",").forEach((entry, position) => {
    const [rawTag, ...parameters] = entry.trim().split(";");
    const tag = rawTag?.trim() ?? "";
    if (!/^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/u.test(tag)) return;
    const q = parameters.find((parameter) => /^\s*q\s*=/iu.test(parameter));
    const weight = q === undefined ? 1 : Number(/^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/iu.exec(q)?.[1] ?? Number.NaN);
    if (!(weight > 0) || weight > 1) return;
    ranked.push({ tag, weight, position });
  });
  return ranked.sort((a, b) => b.weight - a.weight || a.position - b.position).map((entry) => entry.tag);
}

/** Where a request's interface language may come from, strongest first (issue 59). */
export interface LocaleSources {
  /** The signed-in user's own setting, when they chose one. */
  userSetting?: string | null;
  /** The language switcher's cookie. */
  cookie?: string | null;
  /** The language of the mail whose link opened the page (decision 0145), checked by the caller. */
  link?: string | null;
  /** The browser's `Accept-Language` header. */
  acceptLanguage?: string | null;
  /** The admin's default language for the site. */
  siteDefault?: string | null;
}

/**
 * The interface language for a request: the user's setting, else the switcher's cookie, else the mail
 * link's language, else the first language the browser accepts that Inkwell speaks, else the site's
 * default, else English.
 */
export function negotiateLocale(sources: LocaleSources): InterfaceLocale {
  const chosen =
    interfaceLocaleOf(sources.userSetting) ?? interfaceLocaleOf(sources.cookie) ?? interfaceLocaleOf(sources.link);
  if (chosen) return chosen;
  for (const tag of acceptedLanguages(sources.acceptLanguage)) {
    if (tag === "*") break;
    const spoken = interfaceLocaleOf(tag);
    if (spoken) return spoken;
  }
  return interfaceLocaleOf(sources.siteDefault) ?? SOURCE_LOCALE;
}

/** The switcher's cookie: a year, the whole site, readable by the page so it can switch without a reload. */
export const LOCALE_COOKIE = "inkwell-lang";
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * What is wrong with a post's language tag, or null: any well-formed BCP 47 tag (a post may be in any
 * language, not only the interface's), at most 35 characters (RFC 5646's practical limit).
 */
export function postLanguageProblem(tag: string): string | null {
  if (tag.length === 0 || tag.length > 35) return "A language must be a tag like en, es or pt-BR.";
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical ? null : "A language must be a tag like en, es or pt-BR.";
  } catch {
    return "A language must be a tag like en, es or pt-BR.";
  }
}

/** A well-formed tag in its canonical case (`pt-br` → `pt-BR`); call after `postLanguageProblem`. */
export function canonicalLanguage(tag: string): string {
  return Intl.getCanonicalLocales(tag)[0] ?? tag;
}
