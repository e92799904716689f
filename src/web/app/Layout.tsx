import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { NavProgress } from "./NavProgress";
import { ScreenErrorBoundary } from "./ScreenErrorBoundary";
import { ScreenLoading } from "./ShellFallback";
import { SkipLink } from "./SkipLink";
import { useRouteFocus } from "./useRouteFocus";
import { useScrollRestoration } from "./useScrollRestoration";
import "./motion.css";
import { HydrateLater } from "@web/components/HydrateLater";

/** SPEC §2 layout: navigation bar, the routed page, the footer. */
export function Layout() {
  useRouteFocus();
  useScrollRestoration();
  const { key } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <SkipLink />
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
      {/* Hydrates in a pass of its own after the page (decisions 0050, 0055). */}
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}
