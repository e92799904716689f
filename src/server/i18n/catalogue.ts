import { type I18n, setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { INTERFACE_LOCALES, type InterfaceLocale, SOURCE_LOCALE } from "@shared/locales";

/** ICU messages by key, as a catalogue file holds them (English is the source language). */
export type SourceMessages = Record<string, string>;

/** A server-side catalogue's words in one language: `t("key", { count })`, ICU plurals and all. */
export type ServerTranslate<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

/**
 * The server's own words (mails, API messages) in every interface language, from catalogue files that
 * the server's bundle imports as JSON (decision 0144's format: ICU messages by key, English the source).
 * Unlike the browser's, they are compiled when a language is first asked for: the server already
 * carries Lingui's ICU parser, and a message that does not parse fails its catalogue's test.
 *
 * One I18n per language, made once and never switched, so that requests in different languages never
 * share one. A key a language lacks falls back to English's message, never to the bare key.
 */
export function serverCatalogue<Key extends string>(
  catalogues: { en: Record<Key, string> } & Partial<Record<InterfaceLocale, SourceMessages>>,
): { i18n: (locale: InterfaceLocale) => I18n; translator: (locale: InterfaceLocale) => ServerTranslate<Key> } {
  const speaking = new Map<InterfaceLocale, I18n>();
  const i18n = (locale: InterfaceLocale): I18n => {
    let made = speaking.get(locale);
    if (!made) {
      const source: SourceMessages = { ...catalogues[SOURCE_LOCALE], ...catalogues[locale] };
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessageOrThrow(message)]),
      );
      made = setupI18n({ locale, messages: { [locale]: compiled } });
      speaking.set(locale, made);
    }
    return made;
  };
  return {
    i18n,
    translator: (locale) => {
      const speaker = i18n(locale);
      return (key, values) => speaker._(key, values);
    },
  };
}

/** Every language a server catalogue must speak, for its test. */
export const SERVER_CATALOGUE_LOCALES: readonly InterfaceLocale[] = INTERFACE_LOCALES;
