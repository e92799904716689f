import { LONG_ALERT_MS } from "@shared/limits";
import { AuthEmailField, AuthPanel, AuthSubmit } from "@web/components/AuthPanel";
import { GoogleButton } from "@web/components/GoogleButton";
import { GuestOnly } from "@web/components/GuestOnly";
import { PasswordInput } from "@web/components/PasswordInput";
import { returnPathFrom } from "@web/components/RequireAuth";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useGoogleSignIn } from "@web/components/useGoogleSignIn";
import { useT } from "@web/i18n/useT";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { useAuth } from "@web/lib/auth";
import { Link, useLocation, useNavigate } from "@web/lib/router";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { type FormEvent, useState } from "react";

export default function LoginPage() {
  const { logIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnPathFrom(location.state);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const { t } = useT();
  useDocumentTitle(t(SCREEN_TITLES.login));
  const google = useGoogleSignIn(returnTo, { title: t("auth.login.googleFailed"), fallback: t("auth.login.tryAgain") });

  // SPEC §5: browser validation is off and nothing is checked before the call; the provider decides.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await logIn(email.trim(), password);
      void showTimedAlert("success", t("auth.login.welcome.title"), t("auth.login.welcome.text"), LONG_ALERT_MS);
      navigate(returnTo, { replace: true });
    } catch (error) {
      setSubmitting(false);
      const message = error instanceof Error && error.message ? error.message : t("auth.login.somethingWrong");
      await showAlert({ icon: "error", title: t("auth.login.failed"), text: message, confirmButtonText: t("auth.ok") });
    }
  };

  return (
    <GuestOnly busy={submitting || google.starting} returnTo={returnTo}>
      <AuthPanel
        panelTitle={t("auth.login.panelTitle")}
        panelText={t("auth.login.panelText")}
        heading={t("auth.login.heading")}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t("auth.login.form")}>
          <AuthEmailField id="login-email" value={email} onChange={setEmail} />
          <PasswordInput
            id="login-password"
            label={t("auth.password")}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <Link to="/forgot-password" className="link link-primary -mt-2 self-end text-sm">
            {t("auth.login.forgot")}
          </Link>
          <AuthSubmit busy={submitting}>{t("auth.login.submit")}</AuthSubmit>
        </form>
        <div className="divider">{t("auth.or")}</div>
        <GoogleButton label={t("auth.login.google")} busy={google.starting} onClick={() => void google.start()} />
        <p className="mt-4 text-center">
          {t("auth.login.noAccount")}{" "}
          <Link to="/signup" state={location.state} className="link link-primary">
            {t("auth.login.signUpLink")}
          </Link>
        </p>
      </AuthPanel>
    </GuestOnly>
  );
}
