import { canModerate } from "@shared/moderation";
import { useMyRole } from "@web/api/getMyRole";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";
import type { ReactNode } from "react";
import { LoadError } from "./LoadError";
import { Main } from "./Main";
import { Spinner } from "./Spinner";

/**
 * The admin screens for moderators and admins; everyone else, signed out or a member, gets `fallback`
 * (the 404 page), so the screens are not advertised to people who cannot use them (decision 0047).
 */
export function RequireModerator({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { status } = useAuth();
  const { role, isPending, isError, refetch } = useMyRole();
  // The shell's words only: the guard draws before the admin's part has loaded.
  const { t } = useT();
  if (status === "signed-out") return fallback;
  if (status === "loading" || isPending) {
    return (
      <Main className="mx-auto max-w-6xl px-4 py-10" aria-busy="true">
        {/* The shell's "Loading" (common.loading), in the page's language. */}
        <Spinner />
      </Main>
    );
  }
  if (isError) {
    return (
      <Main className="mx-auto max-w-6xl px-4 py-10">
        <LoadError message={t("common.accountFailed")} onRetry={refetch} />
      </Main>
    );
  }
  return canModerate(role) ? children : fallback;
}
