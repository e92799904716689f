import { isAdmin, MODERATION_MESSAGES } from "@shared/moderation-schemas";
import { useMyRole } from "@web/api/getMyRole";
import { Main } from "@web/components/Main";
import { Navigate, NavLink, Route, Routes } from "@web/lib/router";
import type { ReactNode } from "react";
import { AuditScreen } from "./AuditScreen";
import { CustomCssScreen } from "./CustomCssScreen";
import { ImportScreen } from "./ImportScreen";
import { MessagesScreen } from "./MessagesScreen";
import { NavigationScreen } from "./NavigationScreen";
import { PagesScreen } from "./PagesScreen";
import { ReportsScreen } from "./ReportsScreen";
import { SiteSettingsScreen } from "./SiteSettingsScreen";
import { SubscribersScreen } from "./SubscribersScreen";
import { UsersScreen } from "./UsersScreen";

/** The admin's sections; moderators work the report queue only, the rest is the site owner's. */
const SECTIONS = [
  { path: "reports", label: "Reports", adminOnly: false },
  { path: "users", label: "Users", adminOnly: true },
  { path: "messages", label: "Messages", adminOnly: true },
  { path: "subscribers", label: "Subscribers", adminOnly: true },
  { path: "settings", label: "Settings", adminOnly: true },
  { path: "pages", label: "Pages", adminOnly: true },
  { path: "custom-css", label: "Custom CSS", adminOnly: true },
  { path: "navigation", label: "Navigation", adminOnly: true },
  { path: "import", label: "Import", adminOnly: true },
  { path: "audit", label: "Audit log", adminOnly: true },
] as const;

/**
 * `/admin/*` for moderators and admins (the router shows everyone else the 404 page): a nav of the
 * sections this account may use, and the section asked for.
 */
export default function AdminPage() {
  const { role } = useMyRole();
  const admin = isAdmin(role);
  const adminOnly = (screen: ReactNode) =>
    admin ? (
      screen
    ) : (
      <p role="alert" className="alert alert-warning alert-soft">
        {MODERATION_MESSAGES.adminsOnly}
      </p>
    );
  return (
    <Main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-base-content/80">Admin</p>
      <nav aria-label="Admin sections" className="my-4 overflow-x-auto">
        <ul className="menu menu-horizontal flex-nowrap gap-1 rounded-box bg-base-200 p-1">
          {SECTIONS.filter((section) => admin || !section.adminOnly).map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/admin/${section.path}`}
                className={({ isActive }) => (isActive ? "menu-active whitespace-nowrap" : "whitespace-nowrap")}
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route index element={<Navigate to="/admin/reports" replace />} />
        <Route path="reports" element={<ReportsScreen />} />
        <Route path="users" element={adminOnly(<UsersScreen />)} />
        <Route path="messages" element={adminOnly(<MessagesScreen />)} />
        <Route path="subscribers" element={adminOnly(<SubscribersScreen />)} />
        <Route path="settings" element={adminOnly(<SiteSettingsScreen />)} />
        <Route path="pages/*" element={adminOnly(<PagesScreen />)} />
        <Route path="custom-css" element={adminOnly(<CustomCssScreen />)} />
        <Route path="navigation" element={adminOnly(<NavigationScreen />)} />
        <Route path="audit" element={adminOnly(<AuditScreen />)} />
        <Route path="import" element={adminOnly(<ImportScreen />)} />
        <Route
          path="*"
          element={
            <section>
              <h1 className="text-3xl font-bold">Not found</h1>
              <p className="mt-2">There is no such admin section.</p>
            </section>
          }
        />
      </Routes>
    </Main>
  );
}
