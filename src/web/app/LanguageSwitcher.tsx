import { useLingui } from "@lingui/react";
import { type InterfaceLocale, isInterfaceLocale } from "@shared/locales";
import { LanguageOptions } from "@web/components/LanguageOptions";
import { useLocation } from "@web/lib/router";
import { type FormEvent, useId, useState } from "react";
import { switchPageLanguage } from "../i18n/switchLanguage";
import { useT } from "../i18n/useT";

/**
 * The footer's language switcher (issue 59): a form posting to /language, so it works without scripts
 * (the server remembers the choice and sends the reader back). With scripts the page changes language
 * in place: the new catalogue loads, every text draws again, and the server is told in the background.
 * A button applies the choice, never the select alone, so choosing does not move the reader unasked
 * (WCAG 3.2.2). Each language is named in itself, with its own `lang`.
 */
export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const { t, locale } = useT();
  const { pathname, search } = useLocation();
  const id = useId();
  const [chosen, setChosen] = useState<InterfaceLocale>(locale);
  const [switching, setSwitching] = useState(false);

  async function switchLanguage(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen === locale) return;
    setSwitching(true);
    try {
      await switchPageLanguage(i18n, chosen);
      // Remembered for the next page (and as the account's setting when signed in); the page has
      // already changed, so a failure here costs only the memory of it.
      void fetch("/language", {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ language: chosen }),
        credentials: "same-origin",
      }).catch(() => undefined);
    } catch {
      // The catalogue could not be fetched: the form's own post changes the language with a page load.
      event.currentTarget.submit();
    } finally {
      setSwitching(false);
    }
  }

  return (
    <form method="post" action="/language" onSubmit={switchLanguage} className="inline-flex items-center gap-2">
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <label htmlFor={id}>{t("footer.language")}</label>
      <select
        id={id}
        name="language"
        className="select select-sm w-auto"
        value={chosen}
        onChange={(event) => isInterfaceLocale(event.target.value) && setChosen(event.target.value)}
      >
        <LanguageOptions />
      </select>
      <button type="submit" className="btn btn-sm" disabled={switching} aria-busy={switching}>
        {t("footer.language.apply")}
      </button>
    </form>
  );
}
