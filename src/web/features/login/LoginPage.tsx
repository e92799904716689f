import { LONG_ALERT_MS } from "@shared/limits";
import { AuthEmailField, AuthPanel, AuthSubmit } from "@web/components/AuthPanel";
import { GoogleButton } from "@web/components/GoogleButton";
import { GuestOnly } from "@web/components/GuestOnly";
import { PasswordInput } from "@web/components/PasswordInput";
import { returnPathFrom } from "@web/components/RequireAuth";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useGoogleSignIn } from "@web/components/useGoogleSignIn";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { useAuth } from "@web/lib/auth";
import { Link, useLocation, useNavigate } from "@web/lib/router";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { type FormEvent, useState } from "react";

export default function LoginPage() {
  useDocumentTitle(SCREEN_TITLES.login);
  const { logIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnPathFrom(location.state);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const google = useGoogleSignIn(returnTo, { title: "Google Sign-In Failed", fallback: "Please try again" });

  // SPEC §5: browser validation is off and nothing is checked before the call; the provider decides.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await logIn(email.trim(), password);
      void showTimedAlert("success", "Login Successful!", "Welcome back!", LONG_ALERT_MS);
      navigate(returnTo, { replace: true });
    } catch (error) {
      setSubmitting(false);
      const message = error instanceof Error && error.message ? error.message : "Something went wrong";
      await showAlert({ icon: "error", title: "Login Failed", text: message, confirmButtonText: "OK" });
    }
  };

  return (
    <GuestOnly busy={submitting || google.starting} returnTo={returnTo}>
      <AuthPanel
        panelTitle="Your Stories, Your Voice"
        panelText="Sign in to write, comment and keep a wishlist of the blogs you love."
        heading="Welcome Back"
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Log in">
          <AuthEmailField id="login-email" value={email} onChange={setEmail} />
          <PasswordInput
            id="login-password"
            label="Password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <Link to="/forgot-password" className="link link-primary -mt-2 self-end text-sm">
            Forgot password?
          </Link>
          <AuthSubmit busy={submitting}>Log In</AuthSubmit>
        </form>
        <div className="divider">or</div>
        <GoogleButton label="Sign in with Google" busy={google.starting} onClick={() => void google.start()} />
        <p className="mt-4 text-center">
          Don&apos;t have an account?{" "}
          <Link to="/signup" state={location.state} className="link link-primary">
            Sign Up now
          </Link>
        </p>
      </AuthPanel>
    </GuestOnly>
  );
}
