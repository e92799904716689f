import type { I18n } from "@lingui/core";
import { type InterfaceLocale, textDirection } from "@shared/locales";
import { loadPageCatalogues } from "./pageCatalogues";

/**
 * Changes the page's language in place (issue 59): the catalogue parts the page has drawn load in the new
 * language, every text using `useT` draws again, and the document says the new language and direction.
 * Rejects when a part cannot be fetched; the page then stays as it was.
 */
export async function switchPageLanguage(i18n: I18n, locale: InterfaceLocale): Promise<void> {
  await loadPageCatalogues(i18n, locale);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}
