import { profileUpdateSchema } from "@shared/schemas";
import { FormField } from "@web/components/FormField";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { useT } from "@web/i18n/useT";
import { accountProblem } from "@web/lib/accountProblems";
import type { AuthUser } from "@web/lib/auth";
import { useAuth } from "@web/lib/auth";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useState } from "react";
import { firstIssues, SettingsForm } from "./SettingsForm";

type Errors = { name?: string; image?: string; form?: string };

/** Display name and photo URL; the new values show at once in the navigation bar and on new comments. */
export function ProfileForm({ user }: { user: AuthUser }) {
  const { updateProfile } = useAuth();
  const [name, setName] = useState(user.displayName);
  const [photoURL, setPhotoURL] = useState(user.photoURL ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const { t } = useT();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = profileUpdateSchema.safeParse({ name, image: photoURL });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues, (key) => (key === "image" ? "image" : "name")));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await updateProfile({ name: parsed.data.name, photoURL: parsed.data.image });
      setName(parsed.data.name);
      setPhotoURL(parsed.data.image);
      void showToast("success", t("settings.profile.saved"));
    } catch (error) {
      setErrors({ form: error instanceof Error && error.message ? error.message : t("settings.profile.failed") });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsForm
      id="settings-profile"
      title={t("settings.profile.title")}
      formRef={formRef}
      onSubmit={onSubmit}
      error={errors.form}
      busy={saving}
      submitLabel={t("settings.profile.save")}
    >
      <FormField id="settings-name" label={t("settings.profile.name")} error={accountProblem(errors.name, t)}>
        {(control) => (
          <input
            {...control}
            type="text"
            className="input w-full"
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
          />
        )}
      </FormField>
      <FormField id="settings-photo" label={t("settings.profile.photo")} error={accountProblem(errors.image, t)}>
        {(control) => (
          <input
            {...control}
            type="url"
            className="input w-full"
            value={photoURL}
            onChange={(event) => setPhotoURL(event.target.value)}
            placeholder="https://"
          />
        )}
      </FormField>
    </SettingsForm>
  );
}
