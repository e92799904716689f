import type { I18n } from "@lingui/core";
import type { InterfaceLocale } from "@shared/locales";
import type { MessageKey, MessageValues } from "./i18n";
import { type CataloguePart, loadCatalogue } from "./loadCatalogue";

/**
 * The browser page's I18n and the catalogue parts its screens have asked for so far. The server and the
 * tests hold every part already and adopt nothing here, so `needCatalogue` is then a no-op: this state
 * is the one page's, never shared between requests.
 */
let pageI18n: I18n | undefined;
const wanted = new Set<CataloguePart>(["shell"]);

/** The page's I18n (start.tsx), into which screens' parts load as they are first drawn. */
export function adoptPageI18n(i18n: I18n | undefined): void {
  pageI18n = i18n;
}

/**
 * A word of the shell's in the page's language, for code that runs outside React (the dialogs' own
 * buttons); undefined where no page adopted an I18n (the server, the tests), which keeps the default.
 */
export function pageWord(key: MessageKey, values?: MessageValues): string | undefined {
  return pageI18n?._(key, values);
}

/**
 * Loads a screen's part of the words in the page's language, before the screen draws (its lazy loader
 * waits for it beside its code). A failed load rejects like a failed chunk: the screen's error boundary
 * offers a retry, instead of a screen of bare keys.
 */
export async function needCatalogue(part: CataloguePart): Promise<void> {
  wanted.add(part);
  if (!pageI18n) return;
  const i18n = pageI18n;
  const locale = i18n.locale as InterfaceLocale;
  i18n.load(locale, await loadCatalogue(locale, part));
}

/** Every part the page has drawn so far, in another language: what switching the page's language loads. */
export async function loadPageCatalogues(i18n: I18n, locale: InterfaceLocale): Promise<void> {
  const parts = await Promise.all([...wanted].map((part) => loadCatalogue(locale, part)));
  i18n.load(locale, Object.assign({}, ...parts));
}
