import { Navigate } from "@web/lib/router";
import type { ReactNode } from "react";
import { useT } from "../i18n/useT";
import { useAuth } from "../lib/auth";
import { Main } from "./Main";

/**
 * The login and sign-up screens are for visitors (issue 14): someone already signed in goes home, or
 * back to the page that sent them. While the session is still being read, a spinner stands in for the
 * form, so a signed-in visitor never sees it flash. `busy` is the screen's own sign-in in progress,
 * which must finish on the screen (its alert, its navigation) rather than be cut short here.
 */
export function GuestOnly({ busy, returnTo, children }: { busy: boolean; returnTo: string; children: ReactNode }) {
  const { status } = useAuth();
  const { t } = useT();
  if (busy) return children;
  if (status === "signed-in") return <Navigate to={returnTo} replace />;
  if (status === "loading") {
    return (
      <Main className="flex min-h-[60vh] items-center justify-center" aria-busy="true">
        <span className="spinner size-7 text-primary" role="status" aria-label={t("auth.loading")} />
      </Main>
    );
  }
  return children;
}
