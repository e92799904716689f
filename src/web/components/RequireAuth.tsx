import { useT } from "@web/i18n/useT";
import { Navigate, Outlet, useLocation } from "@web/lib/router";
import { useAuth } from "../lib/auth";
import { Main } from "./Main";

/** Where a protected page sends visitors, and how the login page knows where to bring them back. */
export type ReturnState = { from?: string };

/** SPEC §2: a loading indicator while the auth state resolves, then /login for visitors. */
export function RequireAuth() {
  const { status } = useAuth();
  const { t } = useT();
  const location = useLocation();
  if (status === "loading") {
    return (
      <Main className="flex min-h-[60vh] items-center justify-center" aria-busy="true">
        <span className="spinner size-7 text-primary" role="status" aria-label={t("common.loading")} />
      </Main>
    );
  }
  if (status === "signed-out") {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies ReturnState} />;
  }
  return <Outlet />;
}

/** The page a visitor asked for before being sent to log in, if it is one of ours; else home. */
export function returnPathFrom(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : "/";
}
