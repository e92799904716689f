import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { SiteIdentity } from "@shared/rendering";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { AuthProvider, type AuthStatus } from "../lib/auth";
import { SiteIdentityProvider } from "../lib/siteIdentity";
import { useToasterWanted } from "../lib/toast";

const Toasts = lazy(() => import("./Toasts"));

/** Mounted with the first toast; until then no page pays for the toast library. */
function LazyToasts() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

type AppProvidersProps = {
  queryClient: QueryClient;
  /** What the first render assumes about sign-in; the server and the hydrating client must agree on it. */
  initialAuth: Extract<AuthStatus, "loading" | "signed-out">;
  /** The site settings the server rendered with (the hydration state carries them to the browser). */
  site: SiteIdentity | undefined;
  /** The interface's language with its catalogue loaded (issue 59); the same on both sides of hydration. */
  i18n: I18n;
  children: ReactNode;
};

/** The providers every screen relies on, shared by the browser entry and the server entry. */
export function AppProviders({ queryClient, initialAuth, site, i18n, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SiteIdentityProvider site={site}>
          <AuthProvider initialStatus={initialAuth}>
            {children}
            <LazyToasts />
          </AuthProvider>
        </SiteIdentityProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
