import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { InterfaceLocale } from "@shared/locales";
import type catalogue from "./catalogues/en.json";

/**
 * A key of the interface's catalogues (decision 0144). English is the source: a key exists when
 * catalogues/en.json has it, and i18n.test.ts fails when another catalogue lacks one or has one more.
 */
export type MessageKey = keyof typeof catalogue;

/** ICU arguments a message takes: `{count}` for plurals, names, dates already formatted. */
export type MessageValues = Record<string, string | number>;

/** A catalogue as the build compiles it (scripts/i18n-catalogues.ts): Lingui's runtime form. */
export type CompiledCatalogue = Messages;

/** An I18n that speaks one language, with its catalogue loaded and active. */
export function i18nFor(locale: InterfaceLocale, messages: CompiledCatalogue): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
