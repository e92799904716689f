/**
 * A post's language and its translations (issue 59, decision 0143): which language a post without one is
 * in, how its tag reads in OpenGraph and in a reader's language, and the words both sides show when a
 * translation is refused. Tags are checked by `postLanguageProblem` in `locales.ts`.
 */

/**
 * The default of the admin's `defaultLanguage` setting (`DEFAULT_SITE_SETTINGS`): a post that names no
 * language is in the site's setting, which callers pass to `postLanguage` (the server reads it once per
 * answer from `siteSettings`); this is only the fallback where no setting can be known.
 */
export const SITE_DEFAULT_LANGUAGE = "en";

/** The language a post is in: its own tag, else the site's default (the admin's `defaultLanguage`). */
export function postLanguage(
  post: { language?: string | null | undefined },
  siteDefault: string = SITE_DEFAULT_LANGUAGE,
): string {
  return post.language || siteDefault;
}

/** OpenGraph's `og:locale`: `es_ES` for a tag with a region, else the language itself (`es`). */
export function ogLocale(tag: string): string {
  const [language, ...rest] = tag.split("-");
  const region = rest.find((part) => /^(?:[A-Za-z]{2}|\d{3})$/u.test(part));
  return region ? `${language}_${region.toUpperCase()}` : (language ?? tag);
}

/**
 * A language's name as a reader of `inLocale` calls it (`es` in English: "Spanish"); its own name when
 * `inLocale` is the language itself (`es` in `es`: "español"). The tag itself where the runtime has no name.
 */
export function languageName(tag: string, inLocale: string): string {
  try {
    const name = new Intl.DisplayNames([inLocale], { type: "language", fallback: "code" }).of(tag) ?? tag;
    // Names come lower-case in some languages ("español"); a link or an option starts a sentence.
    return name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1);
  } catch {
    return tag;
  }
}

/** A language's name in itself, as a language picker lists them. */
export const ownLanguageName = (tag: string): string => languageName(tag, tag);

/** The languages the writing form offers first; any other well-formed tag may be typed. */
export const COMMON_POST_LANGUAGES = [
  "en",
  "es",
  "fr",
  "de",
  "it",
  "pt",
  "pt-BR",
  "nl",
  "sv",
  "pl",
  "ru",
  "uk",
  "tr",
  "ar",
  "he",
  "fa",
  "hi",
  "bn",
  "id",
  "ja",
  "ko",
  "zh-Hans",
  "zh-Hant",
] as const;

export const TRANSLATION_MESSAGES = {
  notYours: "A post can only be a translation of another of your own posts.",
  itself: "A post cannot be a translation of itself.",
  hasTranslations: "This post has translations of its own; unlink them before making it a translation of another post.",
  sameLanguage: (language: string) =>
    `Another post of this translation group is already in ${languageName(language, "en")} (${language}); each language may appear once.`,
} as const;
