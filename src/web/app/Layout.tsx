import { HydrateLater } from "@web/components/HydrateLater";
import { Outlet, useLocation } from "@web/lib/router";
import { Suspense } from "react";
import { useCountViews } from "./countView";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { NavProgress } from "./NavProgress";
import { ScreenErrorBoundary } from "./ScreenErrorBoundary";
import { ScreenLoading } from "./ShellFallback";
import { SkipLink } from "./SkipLink";
import { useRouteFocus } from "./useRouteFocus";
import { useScrollRestoration } from "./useScrollRestoration";

/** SPEC §2 layout: navigation bar, the routed page, the footer. */
export function Layout() {
  useRouteFocus();
  useScrollRestoration();
  useCountViews();
  const { key } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <SkipLink />
      <HydrateLater>
        <NavProgress />
      </HydrateLater>
      <HydrateLater>
        <NavBar />
      </HydrateLater>
      <div className="flex-1">
        <ScreenErrorBoundary at={key}>
          {/* The screen hydrates after the bar (decision 0065); the fallback is for a screen whose code
              is still on its way, on a first render or a navigation. */}
          <HydrateLater>
            <Suspense fallback={<ScreenLoading />}>
              <Outlet />
            </Suspense>
          </HydrateLater>
        </ScreenErrorBoundary>
      </div>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}
