import { LONG_ALERT_MS } from "@shared/limits";
import { passwordProblems } from "@shared/password";
import { AuthPanel } from "@web/components/AuthPanel";
import { PasswordInput } from "@web/components/PasswordInput";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { showTimedAlert } from "@web/lib/alerts";
import { SCREEN_TITLES } from "@web/lib/title";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useResetPassword } from "./api/resetPassword";

export const INVALID_RESET_LINK = "This reset link is invalid or has expired. Links work once, for one hour.";

/** The screen the reset mail links to: a new password under SPEC §5's rules, then back to Log In. */
export default function ResetPasswordPage() {
  useDocumentTitle(SCREEN_TITLES.resetPassword);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [mismatch, setMismatch] = useState("");
  const [invalid, setInvalid] = useState(token === "");
  const reset = useResetPassword();
  const saving = reset.isPending;
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordProblems(password);
    const different = password !== confirm ? "The two passwords do not match." : "";
    setProblems(found);
    setMismatch(different);
    if (found.length > 0 || different) {
      focusFirstInvalid();
      return;
    }
    try {
      const outcome = await reset.mutateAsync({ token, newPassword: password });
      if (outcome.kind === "done") {
        void showTimedAlert("success", "Password Reset", "Log in with your new password.", LONG_ALERT_MS);
        navigate("/login", { replace: true });
        return;
      }
      if (outcome.kind === "invalid-token") setInvalid(true);
      else {
        setProblems(outcome.problems);
        focusFirstInvalid();
      }
    } catch (error) {
      setProblems([error instanceof Error && error.message ? error.message : "An unexpected error occurred."]);
      focusFirstInvalid();
    }
  };

  return (
    <AuthPanel panelTitle="A fresh start" panelText="Choose a new password; every other device is signed out.">
      <h1 className="card-title mb-2 text-3xl">Choose a new password</h1>
      {invalid ? (
        <div className="flex flex-col gap-4">
          <p role="alert" className="alert alert-error alert-soft">
            {INVALID_RESET_LINK}
          </p>
          <Link to="/forgot-password" className="btn btn-primary">
            Request a new link
          </Link>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label="Set a new password"
        >
          <PasswordInput
            id="reset-password"
            label="New password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            error={problems}
          />
          <PasswordInput
            id="reset-confirm"
            label="Confirm new password"
            value={confirm}
            onChange={setConfirm}
            autoComplete="new-password"
            error={mismatch}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={saving} aria-busy={saving}>
            Set new password
          </button>
        </form>
      )}
    </AuthPanel>
  );
}
