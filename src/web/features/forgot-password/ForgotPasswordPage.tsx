import { AuthEmailField, AuthOutcome, AuthPanel, AuthSubmit } from "@web/components/AuthPanel";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useFocusFirstInvalid } from "@web/components/useFocusFirstInvalid";
import { Link } from "@web/lib/router";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { type FormEvent, useState } from "react";
import { useRequestPasswordReset } from "./api/requestPasswordReset";

export const RESET_LINK_SENT = "If an account exists for that address, we have sent a link to reset its password.";
export const RESET_REQUEST_FAILED = "We could not send the link right now. Please try again later.";

/** Asks for a reset link. The answer is the same for every address, so it never tells who has an account. */
export default function ForgotPasswordPage() {
  useDocumentTitle(SCREEN_TITLES.forgotPassword);
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState("");
  const request = useRequestPasswordReset();
  const sending = request.isPending;
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (address === "") {
      setProblem("Email is required.");
      focusFirstInvalid();
      return;
    }
    setProblem("");
    try {
      await request.mutateAsync(address);
      setSent(true);
    } catch (error) {
      console.error("Requesting a reset link failed", error);
      setProblem(RESET_REQUEST_FAILED);
    }
  };

  return (
    <AuthPanel
      panelTitle="Locked out?"
      panelText="It happens to every writer. We will help you back in."
      heading="Forgot your password?"
    >
      {sent ? (
        <AuthOutcome to="/login" action="Back to Log In">
          <p role="status" className="alert alert-success alert-soft">
            {RESET_LINK_SENT}
          </p>
          <p>The link works once, for one hour. Check your spam folder if it does not arrive.</p>
        </AuthOutcome>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label="Request a reset link"
        >
          <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
          <AuthEmailField id="forgot-email" value={email} onChange={setEmail} error={problem} />
          <AuthSubmit busy={sending}>Send reset link</AuthSubmit>
          <p className="text-center">
            <Link to="/login" className="link link-primary">
              Back to Log In
            </Link>
          </p>
        </form>
      )}
    </AuthPanel>
  );
}
