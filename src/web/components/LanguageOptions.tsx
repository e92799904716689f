import { INTERFACE_LOCALES, LOCALE_NAMES } from "@shared/locales";

/**
 * The interface's languages as a select's options, each named in itself and marked with its own `lang`,
 * so a reader finds their language whatever the page's, and a screen reader says each name in its
 * language (the switcher, Settings, the site's default and a subscriber's mails all offer the same list).
 */
export function LanguageOptions() {
  return INTERFACE_LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {LOCALE_NAMES[locale]}
    </option>
  ));
}
