import { isAdmin } from "@shared/moderation-schemas";
import { useMyRole } from "@web/api/getMyRole";
import { Main } from "@web/components/Main";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
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
const SECTIONS: readonly { path: string; label: MessageKey; adminOnly: boolean }[] = [
  { path: "reports", label: "admin.section.reports", adminOnly: false },
  { path: "users", label: "admin.section.users", adminOnly: true },
  { path: "messages", label: "admin.section.messages", adminOnly: true },
  { path: "subscribers", label: "admin.section.subscribers", adminOnly: true },
  { path: "settings", label: "admin.section.settings", adminOnly: true },
  { path: "pages", label: "admin.section.pages", adminOnly: true },
  { path: "custom-css", label: "admin.section.customCss", adminOnly: true },
  { path: "navigation", label: "admin.section.navigation", adminOnly: true },
  { path: "import", label: "admin.section.import", adminOnly: true },
  { path: "audit", label: "admin.section.audit", adminOnly: true },
];

/**
 * `/admin/*` for moderators and admins (the router shows everyone else the 404 page): a nav of the
 * sections this account may use, and the section asked for.
 */
export default function AdminPage() {
  const { role } = useMyRole();
  const admin = isAdmin(role);
  const { t } = useT();
  const adminOnly = (screen: ReactNode) =>
    admin ? (
      screen
    ) : (
      <p role="alert" className="alert alert-warning alert-soft">
        {t("admin.adminsOnly")}
      </p>
    );
  return (
    <Main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-base-content/80">{t("nav.admin")}</p>
      <nav aria-label={t("admin.sections")} className="my-4 overflow-x-auto">
        <ul className="menu menu-horizontal flex-nowrap gap-1 rounded-box bg-base-200 p-1">
          {SECTIONS.filter((section) => admin || !section.adminOnly).map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/admin/${section.path}`}
                className={({ isActive }) => (isActive ? "menu-active whitespace-nowrap" : "whitespace-nowrap")}
              >
                {t(section.label)}
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
              <h1 className="text-3xl font-bold">{t("admin.notFound.title")}</h1>
              <p className="mt-2">{t("admin.notFound.text")}</p>
            </section>
          }
        />
      </Routes>
    </Main>
  );
}
