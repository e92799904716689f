import { interfaceLocaleOf, SOURCE_LOCALE } from "@shared/locales";
import { hydrate } from "@tanstack/react-query";
import { BrowserRouter } from "@web/lib/router";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { i18nFor } from "../i18n/i18n";
import { loadCatalogue } from "../i18n/loadCatalogue";
import { adoptPageI18n } from "../i18n/pageCatalogues";
import { AppProviders } from "./AppProviders";
import { datedOnArrival, readHydrationState } from "./hydrationState";
import { createQueryClient } from "./queryClient";
import { AppRoutes, preloadScreen } from "./router";

/** Hydrates the server's page, or draws the screen where the server sent only the shell (see main.tsx). */
export async function start(): Promise<void> {
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  const state = readHydrationState();
  const queryClient = createQueryClient();
  // The data the server rendered with goes into the cache first, so no screen asks for it again.
  if (state) hydrate(queryClient, datedOnArrival(state.queries, Date.now()));
  // The screen's code and the page's language too, so the first render draws it at once instead of
  // suspending, in the words the server drew it with.
  const locale = state?.locale ?? interfaceLocaleOf(document.documentElement.lang) ?? SOURCE_LOCALE;
  // The screen's own words load into this I18n with its code (lazyScreen), the shell's beside them.
  const i18n = i18nFor(locale, {});
  adoptPageI18n(i18n);
  const [loaded, messages] = await Promise.all([
    preloadScreen(window.location.pathname).then(
      () => true,
      () => false,
    ),
    loadCatalogue(locale, "shell").catch(() => undefined),
  ]);
  const serverRendered = state?.markup === "page" && root.firstElementChild !== null;
  // Without its code the screen cannot hydrate: the server's page stays readable as it is. A page the
  // browser draws shows the error page instead (the screen's failed load reaches the error boundary).
  if (serverRendered && !(loaded && messages)) return;
  if (messages) i18n.load(locale, messages);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} initialAuth={state?.auth ?? "loading"} site={state?.site} i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (serverRendered) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (as Next.js hydrates): the markup is already readable, so a tap or
    // scroll comes first. The HydrateLater parts follow in passes of their own (decision 0065).
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
    });
  } else createRoot(root).render(app);
}

/**
 * React recovers from a mismatch between the server's markup and the browser's first render by drawing
 * that part again, which costs a phone the work hydration was meant to save. Said on the console so the
 * end-to-end suite (hydration.spec.ts) counts it as the error it is.
 */
function reportHydrationError(error: unknown, info: { componentStack?: string }): void {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : undefined;
  console.error("Hydration error:", error, cause ?? "", info.componentStack ?? "");
}
