import type { InterfaceLocale } from "@shared/locales";
import { MAX_SITE_DESCRIPTION, MAX_SITE_TITLE, type SiteSettings } from "@shared/site-settings";
import { FormField } from "@web/components/FormField";
import { ImageUpload } from "@web/components/ImageUpload";
import { LanguageOptions } from "@web/components/LanguageOptions";
import { LoadError } from "@web/components/LoadError";
import { ProblemList } from "@web/components/ProblemList";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { ApiRequestError } from "@web/lib/api";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useId, useState } from "react";
import { useSiteSettings } from "./api/getSiteSettings";
import { useUpdateSiteSettings } from "./api/updateSiteSettings";

/** The site's name, description, logo and accent colour, as titles, the bar, feeds and mail show them. */
export function SiteSettingsScreen() {
  const { t } = useT();
  useDocumentTitle(t("siteSettings.documentTitle"));
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="site-settings-title" className="max-w-2xl space-y-4">
      <h1 id="site-settings-title" className="text-3xl font-bold">
        {t("siteSettings.title")}
      </h1>
      {settings.isPending && <Spinner label={t("siteSettings.loading")} />}
      {settings.isError && (
        <LoadError message={t("siteSettings.loadFailed")} onRetry={settings.refetch} retrying={settings.isFetching} />
      )}
      {settings.data && <SettingsForm initial={settings.data} />}
    </section>
  );
}

const COLOUR = /^#[0-9a-fA-F]{6}$/u;

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const ids = { title: useId(), description: useId(), colour: useId(), colourText: useId(), language: useId() };
  const problemsId = useId();
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [icon, setIcon] = useState(initial.icon ?? "");
  const [accent, setAccent] = useState(initial.accentColor ?? "");
  const [socialImage, setSocialImage] = useState(initial.socialImage ?? "");
  const [defaultLanguage, setDefaultLanguage] = useState<InterfaceLocale>(initial.defaultLanguage);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useUpdateSiteSettings();
  const { t } = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblems([]);
    save.mutate(
      {
        title: title.trim(),
        description: description.trim(),
        icon: icon.trim() || null,
        accentColor: accent.trim() || null,
        socialImage: socialImage.trim() || null,
        defaultLanguage,
      },
      {
        onSuccess: () => void showToast("success", t("siteSettings.saved")),
        onError: (error) => {
          // The server's own words: its message, and each field's problem when it lists them.
          const lines = error instanceof ApiRequestError && error.issues.length > 0 ? error.issues : [error.message];
          setProblems(lines.filter(Boolean));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="card flex flex-col gap-4 bg-base-100 p-6 shadow-md"
      aria-describedby={problems.length ? problemsId : undefined}
    >
      {problems.length > 0 && <ProblemList id={problemsId} problems={problems} />}
      <FormField id={ids.title} label={t("siteSettings.siteTitle")}>
        {(control) => (
          <input
            {...control}
            name="title"
            required
            className="input w-full"
            maxLength={MAX_SITE_TITLE}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={ids.description} label={t("siteSettings.description")} hint={t("siteSettings.descriptionHint")}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            className="textarea w-full"
            rows={3}
            maxLength={MAX_SITE_DESCRIPTION}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      <PictureField
        name="icon"
        label={t("siteSettings.logo")}
        hint={t("siteSettings.logoHint")}
        uploadLabel={t("siteSettings.logoUpload")}
        previewAlt={t("siteSettings.logoPreview")}
        value={icon}
        onChange={setIcon}
      />
      <PictureField
        name="socialImage"
        label={t("siteSettings.socialImage")}
        hint={t("siteSettings.socialImageHint")}
        uploadLabel={t("siteSettings.socialImageUpload")}
        previewAlt={t("siteSettings.socialImagePreview")}
        value={socialImage}
        onChange={setSocialImage}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="label font-medium text-base-content">{t("siteSettings.accent")}</legend>
        <p id={`${ids.colourText}-hint`} className="text-sm text-base-content/80">
          {t("siteSettings.accentHint")}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={ids.colour} className="sr-only">
            {t("siteSettings.accentPicker")}
          </label>
          <input
            id={ids.colour}
            type="color"
            className="h-10 w-14 cursor-pointer rounded border border-base-300 bg-base-100"
            value={COLOUR.test(accent) ? accent : "#000000"}
            onChange={(event) => setAccent(event.target.value)}
          />
          <label htmlFor={ids.colourText} className="sr-only">
            {t("siteSettings.accentCode")}
          </label>
          <input
            id={ids.colourText}
            name="accentColor"
            className="input w-40"
            placeholder="#1a73e8"
            aria-describedby={`${ids.colourText}-hint`}
            value={accent}
            onChange={(event) => setAccent(event.target.value)}
          />
          {accent && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAccent("")}>
              {t("siteSettings.accentClear")}
            </button>
          )}
        </div>
      </fieldset>
      <FormField id={ids.language} label={t("siteSettings.language")} hint={t("siteSettings.languageHint")}>
        {(control) => (
          <select
            {...control}
            name="defaultLanguage"
            className="select w-full max-w-xs"
            value={defaultLanguage}
            onChange={(event) => setDefaultLanguage(event.target.value as InterfaceLocale)}
          >
            <LanguageOptions />
          </select>
        )}
      </FormField>
      <div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
          {t("siteSettings.save")}
        </button>
      </div>
    </form>
  );
}

type PictureFieldProps = {
  name: "icon" | "socialImage";
  label: string;
  hint: string;
  uploadLabel: string;
  previewAlt: string;
  value: string;
  onChange: (url: string) => void;
};

/** A picture's address, with an upload beside it that fills the address in. */
function PictureField({ name, label, hint, uploadLabel, previewAlt, value, onChange }: PictureFieldProps) {
  const id = useId();
  return (
    <>
      <FormField id={id} label={label} hint={hint}>
        {(control) => (
          <input
            {...control}
            name={name}
            type="url"
            className="input w-full"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
      <ImageUpload url={value} onUploaded={onChange} previewAlt={previewAlt} label={uploadLabel} />
    </>
  );
}
