import type { I18n } from "@lingui/core";
import { type InterfaceLocale, PSEUDO_LOCALE, SOURCE_LOCALE } from "@shared/locales";
import { type CompiledCatalogue, i18nFor } from "../i18n/i18n";
import { pseudoCatalogue } from "../i18n/pseudo";

/** Every catalogue, in the server's bundle only: the browser loads just its page's (i18n/loadCatalogue.ts). */
const catalogues = import.meta.glob<CompiledCatalogue>("../i18n/catalogues/*/*.json", {
  import: "default",
  eager: true,
});

/** A language's every part in one catalogue: the server draws any screen, and each page once. */
function everyPart(locale: InterfaceLocale): CompiledCatalogue {
  // The tests' pseudo-locale: English's words transformed (decision 0149); only a server started to
  // speak it asks for it.
  if ((locale as string) === PSEUDO_LOCALE) return pseudoCatalogue(everyPart(SOURCE_LOCALE));
  const parts = Object.entries(catalogues).filter(([file]) => file.endsWith(`/${locale}.json`));
  if (parts.length === 0) throw new Error(`No catalogue for ${locale}`);
  return Object.assign({}, ...parts.map(([, messages]) => messages));
}

const speaking = new Map<InterfaceLocale, I18n>();

/**
 * One I18n per language, made once: pages in different languages are drawn at the same time, so none
 * may switch a shared instance's language under another's render.
 */
export function serverI18n(locale: InterfaceLocale): I18n {
  let i18n = speaking.get(locale);
  if (!i18n) {
    i18n = i18nFor(locale, everyPart(locale));
    speaking.set(locale, i18n);
  }
  return i18n;
}
