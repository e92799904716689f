import { useLingui } from "@lingui/react";
import { type InterfaceLocale, isInterfaceLocale } from "@shared/locales";
import { LanguageOptions } from "@web/components/LanguageOptions";
import { Spinner } from "@web/components/Spinner";
import { switchPageLanguage } from "@web/i18n/switchLanguage";
import { useT } from "@web/i18n/useT";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useId, useState } from "react";
import { useMe } from "./api/getMe";
import { useUpdateWriterProfile } from "./api/updateWriterProfile";

const BROWSER = "browser";

/**
 * The account's interface language (issue 59): it wins over the footer's switcher and the browser on
 * every device the reader signs in on, and their mails use it. "My browser's" goes back to asking the
 * browser. Saving switches this page too, in place.
 */
export function LanguageChoice({ userId }: { userId: string }) {
  const { t } = useT();
  const { i18n } = useLingui();
  const me = useMe(userId);
  const save = useUpdateWriterProfile(userId);
  const id = useId();
  const [chosen, setChosen] = useState<InterfaceLocale | typeof BROWSER | undefined>(undefined);
  if (!me.data) return me.isError ? null : <Spinner label={t("settings.language.loading")} />;
  const value = chosen ?? me.data.language ?? BROWSER;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const language = value === BROWSER ? null : value;
    try {
      await save.mutateAsync({ language });
      if (language) await switchPageLanguage(i18n, language);
      void showToast("success", t("settings.language.saved"));
    } catch (error) {
      void showToast("error", error instanceof Error && error.message ? error.message : t("settings.language.failed"));
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{t("settings.language.title")}</h2>
      <label htmlFor={id} className="text-sm text-base-content/80">
        {t("settings.language.hint")}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <select
          id={id}
          name="language"
          className="select w-full max-w-xs"
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            setChosen(isInterfaceLocale(next) ? next : BROWSER);
          }}
        >
          <option value={BROWSER}>{t("settings.language.browser")}</option>
          <LanguageOptions />
        </select>
        <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
          {t("settings.language.save")}
        </button>
      </div>
    </form>
  );
}
