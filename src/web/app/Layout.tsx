import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { NavProgress } from "./NavProgress";
import { ScreenErrorBoundary } from "./ScreenErrorBoundary";
import { ScreenLoading } from "./ShellFallback";
import { skipToMain, useRouteFocus } from "./useRouteFocus";
import { useScrollRestoration } from "./useScrollRestoration";
import "./motion.css";

/** SPEC §2 layout: navigation bar, the routed page, the footer. */
export function Layout() {
  useRouteFocus();
  useScrollRestoration();
  const { key } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      {/* biome-ignore lint/a11y/useValidAnchor: a real in-page link without scripts; with them it also moves focus. */}
      <a
        href="#main"
        onClick={skipToMain}
        className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50"
      >
        Skip to main content
      </a>
      <NavProgress />
      <NavBar />
      <div className="flex-1">
        <ScreenErrorBoundary at={key}>
          {/* Only a first render can show this: navigations are transitions, which keep the last screen up. */}
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </div>
      <Footer />
    </div>
  );
}
