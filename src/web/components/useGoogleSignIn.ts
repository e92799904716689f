import { useLocation, useNavigate } from "@web/lib/router";
import { useEffect, useRef, useState } from "react";
import { showAlert } from "../lib/alerts";
import { useAuth } from "../lib/auth";
import { googleErrorFromSearch } from "../lib/googleReturn";

type FailureTexts = { title: string; fallback: string };

/**
 * Starts Google sign-in from a screen and shows that screen's SPEC §8 failure alert, both when the
 * server refuses to start (for example, Google not configured) and when the provider sends the
 * browser back with an error.
 */
export function useGoogleSignIn(returnTo: string, failure: FailureTexts) {
  const { logInWithGoogle } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const { title, fallback } = failure;

  const returnedError = googleErrorFromSearch(location.search);
  // Effects run twice in development; one visit with ?error= must alert once.
  const alertedFor = useRef<string | null>(null);
  useEffect(() => {
    if (returnedError === null || alertedFor.current === location.key) return;
    alertedFor.current = location.key;
    // Drop ?error= from the address so a reload does not repeat the alert.
    navigate({ pathname: location.pathname, search: "" }, { replace: true, state: location.state });
    void showAlert({ icon: "error", title, text: returnedError || fallback, confirmButtonText: "OK" });
  }, [returnedError, navigate, location.key, location.pathname, location.state, title, fallback]);

  const start = async () => {
    setStarting(true);
    try {
      await logInWithGoogle(returnTo);
    } catch (error) {
      setStarting(false);
      const message = error instanceof Error && error.message ? error.message : fallback;
      await showAlert({ icon: "error", title, text: message, confirmButtonText: "OK" });
    }
  };
  return { start, starting };
}
