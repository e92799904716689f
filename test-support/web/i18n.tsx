// Test-only: the interface in English, as the app's provider gives it (issue 59).
import { I18nProvider } from "@lingui/react";
import type { InterfaceLocale } from "@shared/locales";
import { type CompiledCatalogue, i18nFor } from "@web/i18n/i18n";
import type { ReactElement } from "react";

const catalogues = import.meta.glob<CompiledCatalogue>("../../src/web/i18n/catalogues/*/*.json", {
  import: "default",
  eager: true,
});

/**
 * The I18n a page in this language gets, every part of its catalogue loaded and compiled as the build
 * compiles it: a screen under test draws as the server draws it.
 */
export function testI18n(locale: InterfaceLocale = "en") {
  const parts = Object.entries(catalogues).filter(([file]) => file.endsWith(`/${locale}.json`));
  if (parts.length === 0) throw new Error(`No catalogue for ${locale}`);
  return i18nFor(locale, Object.assign({}, ...parts.map(([, messages]) => messages)));
}

const english = testI18n("en");

/** Wraps a component that shows the interface's words in the English catalogue's provider. */
export function withEnglish(element: ReactElement, i18n = english): ReactElement {
  return <I18nProvider i18n={i18n}>{element}</I18nProvider>;
}
