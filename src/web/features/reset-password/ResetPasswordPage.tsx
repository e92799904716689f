import { LONG_ALERT_MS } from "@shared/limits";
import {
  formAction,
  MAIL_LINK_PATHS,
  outcomeOf,
  RESET_OUTCOMES,
  type ResetProblem,
  resetProblemsOf,
} from "@shared/mail-links";
import { PASSWORD_MESSAGES, passwordProblems } from "@shared/password";
import { AuthOutcome, AuthPanel, AuthSubmit } from "@web/components/AuthPanel";
import { Outcome } from "@web/components/MailLinkFrame";
import { PasswordInput } from "@web/components/PasswordInput";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { useT } from "@web/i18n/useT";
import { accountProblemText } from "@web/lib/accountProblems";
import { showTimedAlert } from "@web/lib/alerts";
import { useNavigate, useSearchParams } from "@web/lib/router";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { useSiteIdentity } from "@web/lib/siteIdentity";
import { type FormEvent, useState } from "react";
import { useResetPassword } from "./api/resetPassword";

/** A refused password's messages, from the names the server's redirect lists (decision 0068). */
const ruleMessages = (named: ResetProblem[]) =>
  named.flatMap((problem) => (problem === "mismatch" ? [] : [PASSWORD_MESSAGES[problem]]));

/**
 * The screen the reset mail links to: a new password under SPEC §5's rules, then back to Log In. The
 * server draws it as a form posting to its own path, so it works without scripts and comes back with
 * `?outcome=` (decision 0068); with scripts, the rules are checked here first and the API is asked.
 */
export default function ResetPasswordPage() {
  const siteName = useSiteIdentity().name;
  const { t } = useT();
  useDocumentTitle(t(SCREEN_TITLES.resetPassword));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const posted = outcomeOf(params, RESET_OUTCOMES);
  const refused = posted === "refused" ? resetProblemsOf(params) : [];
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problems, setProblems] = useState<string[]>(() => ruleMessages(refused));
  const [mismatch, setMismatch] = useState(() => (refused.includes("mismatch") ? t("auth.reset.mismatch") : ""));
  const [invalid, setInvalid] = useState(posted === "bad-link" || (token === "" && posted !== "done"));
  const reset = useResetPassword();
  const saving = reset.isPending;
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordProblems(password);
    const different = password !== confirm ? t("auth.reset.mismatch") : "";
    setProblems(found);
    setMismatch(different);
    if (found.length > 0 || different) {
      focusFirstInvalid();
      return;
    }
    try {
      const outcome = await reset.mutateAsync({ token, newPassword: password });
      if (outcome.kind === "done") {
        void showTimedAlert("success", t("auth.reset.done.title"), t("auth.reset.done.text"), LONG_ALERT_MS);
        navigate("/login", { replace: true });
        return;
      }
      if (outcome.kind === "invalid-token") setInvalid(true);
      else {
        setProblems(outcome.problems);
        focusFirstInvalid();
      }
    } catch (error) {
      setProblems([error instanceof Error && error.message ? error.message : t("auth.unexpected")]);
      focusFirstInvalid();
    }
  };

  return (
    <AuthPanel
      panelTitle={t("auth.reset.panelTitle")}
      panelText={t("auth.reset.panelText")}
      heading={t("auth.reset.heading")}
    >
      {posted === "done" ? (
        <AuthOutcome to="/login" action={t("auth.reset.logIn")}>
          <Outcome tone="success">{t("auth.reset.done")}</Outcome>
        </AuthOutcome>
      ) : invalid ? (
        <AuthOutcome to="/forgot-password" action={t("auth.reset.newLink")}>
          <p role="alert" className="alert alert-error alert-soft">
            {t("auth.reset.invalid")}
          </p>
        </AuthOutcome>
      ) : (
        <form
          ref={formRef}
          method="post"
          action={formAction(MAIL_LINK_PATHS.resetPassword, params)}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={t("auth.reset.form")}
        >
          <input type="hidden" name="token" value={token} />
          <p>{t("auth.reset.intro", { site: siteName })}</p>
          <PasswordInput
            id="reset-password"
            name="newPassword"
            label={t("auth.reset.newPassword")}
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            error={problems.map((problem) => accountProblemText(problem, t))}
          />
          <PasswordInput
            id="reset-confirm"
            name="confirmPassword"
            label={t("auth.reset.confirm")}
            value={confirm}
            onChange={setConfirm}
            autoComplete="new-password"
            error={mismatch}
          />
          <AuthSubmit busy={saving}>{t("auth.reset.submit")}</AuthSubmit>
        </form>
      )}
    </AuthPanel>
  );
}
