import { AuthPanel, AuthSubmit } from "@web/components/AuthPanel";
import { FormField } from "@web/components/FormField";
import { GoogleButton } from "@web/components/GoogleButton";
import { GuestOnly } from "@web/components/GuestOnly";
import { PasswordInput } from "@web/components/PasswordInput";
import { ProblemList } from "@web/components/ProblemList";
import { returnPathFrom } from "@web/components/RequireAuth";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { useGoogleSignIn } from "@web/components/useGoogleSignIn";
import { useT } from "@web/i18n/useT";
import { accountProblem, accountProblemText } from "@web/lib/accountProblems";
import { showTimedAlert } from "@web/lib/alerts";
import { AuthError, useAuth } from "@web/lib/auth";
import { Link, useLocation, useNavigate } from "@web/lib/router";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { type FormEvent, useState } from "react";
import { hasSignUpProblems, type SignUpForm, type SignUpProblems, signUpProblems } from "./signUpProblems";

const EMPTY: SignUpForm = { name: "", photoURL: "", email: "", password: "" };
const NO_PROBLEMS: SignUpProblems = { password: [] };

function failureMessages(error: unknown, unexpected: string): string[] {
  if (error instanceof AuthError && error.issues.length > 0) return error.issues;
  if (error instanceof Error && error.message) return [error.message];
  return [unexpected];
}

export default function SignUpPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnPathFrom(location.state);
  const [form, setForm] = useState<SignUpForm>(EMPTY);
  const [problems, setProblems] = useState<SignUpProblems>(NO_PROBLEMS);
  /** The provider's refusal (an address already taken): about the whole form, so shown under it. */
  const [refusal, setRefusal] = useState<string[]>([]);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [submitting, setSubmitting] = useState(false);
  const { t } = useT();
  useDocumentTitle(t(SCREEN_TITLES.signup));
  const google = useGoogleSignIn(returnTo, {
    title: t("auth.signup.googleFailed.title"),
    fallback: t("auth.signup.googleFailed.text"),
  });

  const field = (key: keyof SignUpForm) => ({
    value: form[key],
    onChange: (value: string) => setForm((current) => ({ ...current, [key]: value })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = { ...form, name: form.name.trim(), photoURL: form.photoURL.trim(), email: form.email.trim() };
    const found = signUpProblems(trimmed);
    setProblems(found);
    setRefusal([]);
    if (hasSignUpProblems(found)) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    try {
      await signUp(trimmed);
      void showTimedAlert("success", t("auth.signup.created.title"), t("auth.signup.created.text"), 2000);
      navigate(returnTo, { replace: true });
    } catch (error) {
      setSubmitting(false);
      setRefusal(failureMessages(error, t("auth.unexpected")));
    }
  };

  return (
    <GuestOnly busy={submitting || google.starting} returnTo={returnTo}>
      <AuthPanel
        panelTitle={t("auth.signup.panelTitle")}
        panelText={t("auth.signup.panelText")}
        heading={t("auth.signup.heading")}
      >
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={t("auth.signup.form")}
        >
          <TextField
            id="signup-name"
            label={t("auth.signup.name")}
            type="text"
            autoComplete="name"
            error={accountProblem(problems.name, t)}
            {...field("name")}
          />
          <TextField
            id="signup-photo"
            label={t("auth.signup.photo")}
            type="url"
            autoComplete="photo"
            error={accountProblem(problems.photoURL, t)}
            {...field("photoURL")}
          />
          <TextField
            id="signup-email"
            label={t("auth.signup.email")}
            type="email"
            autoComplete="email"
            error={accountProblem(problems.email, t)}
            {...field("email")}
          />
          <PasswordInput
            id="signup-password"
            label={t("auth.password")}
            autoComplete="new-password"
            error={problems.password.map((problem) => accountProblemText(problem, t))}
            {...field("password")}
          />
          <ProblemList id="signup-problems" problems={refusal.map((problem) => accountProblemText(problem, t))} />
          <AuthSubmit busy={submitting}>{t("auth.signup.submit")}</AuthSubmit>
        </form>
        <div className="divider">{t("auth.or")}</div>
        <GoogleButton label={t("auth.signup.google")} busy={google.starting} onClick={() => void google.start()} />
        <p className="mt-4 text-center">
          {t("auth.signup.haveAccount")}{" "}
          <Link to="/login" state={location.state} className="link link-primary">
            {t("auth.signup.logInLink")}
          </Link>
        </p>
      </AuthPanel>
    </GuestOnly>
  );
}

type TextFieldProps = {
  id: string;
  label: string;
  type: "text" | "url" | "email";
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

function TextField({ id, label, type, autoComplete, value, onChange, error }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          name={id}
          type={type}
          className="input w-full"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required
        />
      )}
    </FormField>
  );
}
