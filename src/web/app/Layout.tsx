// PLACEHOLDER: replaced by the "web part 1" helper (sticky NavBar, routed page, Footer).
import { Outlet } from "react-router";

export function Layout() {
  return <Outlet />;
}
