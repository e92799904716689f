import { AuthEmailField, AuthOutcome, AuthPanel, AuthSubmit } from "@web/components/AuthPanel";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { useT } from "@web/i18n/useT";
import { Link } from "@web/lib/router";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { type FormEvent, useState } from "react";
import { useRequestPasswordReset } from "./api/requestPasswordReset";

/** Asks for a reset link. The answer is the same for every address, so it never tells who has an account. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState("");
  const request = useRequestPasswordReset();
  const sending = request.isPending;
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [sent, setSent] = useState(false);
  const { t } = useT();
  useDocumentTitle(t(SCREEN_TITLES.forgotPassword));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (address === "") {
      setProblem(t("auth.forgot.emailRequired"));
      focusFirstInvalid();
      return;
    }
    setProblem("");
    try {
      await request.mutateAsync(address);
      setSent(true);
    } catch (error) {
      console.error("Requesting a reset link failed", error);
      setProblem(t("auth.forgot.failed"));
    }
  };

  return (
    <AuthPanel
      panelTitle={t("auth.forgot.panelTitle")}
      panelText={t("auth.forgot.panelText")}
      heading={t("auth.forgot.heading")}
    >
      {sent ? (
        <AuthOutcome to="/login" action={t("auth.backToLogIn")}>
          <p role="status" className="alert alert-success alert-soft">
            {t("auth.forgot.sent")}
          </p>
          <p>{t("auth.forgot.linkOnce")}</p>
        </AuthOutcome>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={t("auth.forgot.form")}
        >
          <p>{t("auth.forgot.intro")}</p>
          <AuthEmailField id="forgot-email" value={email} onChange={setEmail} error={problem} />
          <AuthSubmit busy={sending}>{t("auth.forgot.submit")}</AuthSubmit>
          <p className="text-center">
            <Link to="/login" className="link link-primary">
              {t("auth.backToLogIn")}
            </Link>
          </p>
        </form>
      )}
    </AuthPanel>
  );
}
