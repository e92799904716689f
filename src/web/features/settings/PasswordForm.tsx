import { type FormEvent, useState } from "react";
import { passwordProblems } from "../../../shared/password";
import { PasswordInput } from "../../components/PasswordInput";
import { AuthError, useAuth } from "../../lib/auth";
import { showToast } from "../../lib/toast";

/** Change password: the current one proves it is you; the new one must pass SPEC §5's rules. */
export function PasswordForm() {
  const { changePassword } = useAuth();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = [...(current === "" ? ["Current password is required."] : []), ...passwordProblems(next)];
    setProblems(found);
    if (found.length > 0) return;
    setSaving(true);
    try {
      await changePassword(current, next);
      setCurrent("");
      setNext("");
      void showToast("success", "Password changed.");
    } catch (error) {
      if (error instanceof AuthError && error.issues.length > 0) setProblems(error.issues);
      else setProblems([error instanceof Error && error.message ? error.message : "An unexpected error occurred."]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="settings-password">
      <h2 id="settings-password" className="text-xl font-bold">
        Change password
      </h2>
      <PasswordInput
        id="settings-current-password"
        label="Current password"
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
      />
      <PasswordInput
        id="settings-new-password"
        label="New password"
        value={next}
        onChange={setNext}
        autoComplete="new-password"
        describedBy={problems.length > 0 ? "settings-password-problems" : undefined}
      />
      {problems.length > 0 && (
        <div id="settings-password-problems" role="alert" className="alert alert-error alert-soft items-start">
          <ul className="list-disc space-y-1 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={saving} aria-busy={saving}>
        Change password
      </button>
    </form>
  );
}
