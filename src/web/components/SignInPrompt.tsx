import { useT } from "@web/i18n/useT";
import { showAlert } from "@web/lib/alerts";
import { useLocation, useNavigate } from "@web/lib/router";
import type { ReactNode } from "react";
import { useHydrated } from "./useHydrated";

type SignInPromptButtonProps = {
  /** Why signing in is needed, the alert's text (SPEC §8). */
  reason: string;
  className: string;
  /** For a toggle drawn for a visitor: the control stays off. */
  pressed?: boolean;
  children: ReactNode;
};

/**
 * A control that needs a signed-in reader, drawn for a visitor: pressing it says why ("Login Required")
 * and offers the login page, which brings them back here. One for Follow, the wishlist and any next one,
 * so the prompt reads and returns the same everywhere. Until hydrated it is marked unusable (a press
 * before the scripts run would do nothing).
 */
export function SignInPromptButton({ reason, className, pressed, children }: SignInPromptButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const { t } = useT();
  const onClick = async () => {
    const answer = await showAlert({
      icon: "info",
      title: t("reading.signIn.title"),
      text: reason,
      showCancelButton: true,
      confirmButtonText: t("reading.signIn.confirm"),
      cancelButtonText: t("reading.signIn.cancel"),
    });
    if (answer.isConfirmed) navigate("/login", { state: { from: `${location.pathname}${location.search}` } });
  };
  return (
    <button
      type="button"
      className={className}
      aria-pressed={pressed}
      aria-disabled={!hydrated || undefined}
      onClick={() => void onClick()}
    >
      {children}
    </button>
  );
}
