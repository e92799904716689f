import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { NavProgress } from "./NavProgress";
import { skipToMain, useRouteFocus } from "./useRouteFocus";
import "./motion.css";

/** SPEC §2 layout: navigation bar, the routed page, the footer. */
export function Layout() {
  useRouteFocus();
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
        <Outlet />
      </div>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
