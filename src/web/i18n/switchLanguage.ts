import type { I18n } from "@lingui/core";
import { type InterfaceLocale, textDirection } from "@shared/locales";
import { loadCatalogue } from "./loadCatalogue";

/**
 * Changes the page's language in place (issue 59): its catalogue loads, every text using `useT` draws
 * again, and the document says the new language and direction. Rejects when the catalogue cannot be
 * fetched; the page then stays as it was.
 */
export async function switchPageLanguage(i18n: I18n, locale: InterfaceLocale): Promise<void> {
  const messages = await loadCatalogue(locale);
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}
