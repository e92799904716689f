// PLACEHOLDER: replaced by the "web part 2" helper (loading indicator, then redirect to /login).
import { Outlet } from "react-router";

export function RequireAuth() {
  return <Outlet />;
}
