import { passwordProblems } from "@shared/password";
import { PasswordInput } from "@web/components/PasswordInput";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { useT } from "@web/i18n/useT";
import { accountProblemText } from "@web/lib/accountProblems";
import { AuthError, useAuth } from "@web/lib/auth";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useState } from "react";
import { SettingsForm } from "./SettingsForm";

type Problems = { current: string[]; next: string[] };
const NONE: Problems = { current: [], next: [] };

/** Change password: the current one proves it is you; the new one must pass SPEC §5's rules. */
export function PasswordForm() {
  const { changePassword } = useAuth();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [problems, setProblems] = useState<Problems>(NONE);
  const [saving, setSaving] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const { t } = useT();

  const refuse = (found: Problems) => {
    setProblems(found);
    focusFirstInvalid();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      current: current === "" ? [t("settings.password.currentRequired")] : [],
      next: passwordProblems(next),
    };
    if (found.current.length > 0 || found.next.length > 0) {
      refuse(found);
      return;
    }
    setProblems(NONE);
    setSaving(true);
    try {
      await changePassword(current, next);
      setCurrent("");
      setNext("");
      void showToast("success", t("settings.password.changed"));
    } catch (error) {
      // Rule failures belong to the new password; anything else (a wrong current password) to the current one.
      if (error instanceof AuthError && error.issues.length > 0) refuse({ current: [], next: error.issues });
      else
        refuse({
          current: [error instanceof Error && error.message ? error.message : t("settings.password.unexpected")],
          next: [],
        });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsForm
      id="settings-password"
      title={t("settings.password.title")}
      formRef={formRef}
      onSubmit={onSubmit}
      busy={saving}
      submitLabel={t("settings.password.title")}
    >
      <PasswordInput
        id="settings-current-password"
        label={t("settings.password.current")}
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        error={problems.current}
      />
      <PasswordInput
        id="settings-new-password"
        label={t("settings.password.new")}
        value={next}
        onChange={setNext}
        autoComplete="new-password"
        error={problems.next.map((problem) => accountProblemText(problem, t))}
      />
    </SettingsForm>
  );
}
