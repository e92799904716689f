import { canModerate } from "@shared/moderation";
import { Link, useLocation } from "@web/lib/router";
import { useCallback, useId, useRef, useState } from "react";
import { useMyRole } from "../api/getMyRole";
import { Avatar } from "../components/Avatar";
import { useDismiss } from "../components/useDismiss";
import { useT } from "../i18n/useT";
import type { AuthUser } from "../lib/auth";
import { NotificationBell } from "./NotificationBell";
import { signOutWithAlerts } from "./signOut";

/** The signed-in user's avatar, opening Profile, Settings and Logout. */
export function UserMenu({ user, logOut }: { user: AuthUser; logOut: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  // Following a link closes the menu; the key of the location changes on every navigation.
  const { key } = useLocation();
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    setOpen(false);
  }

  const { role } = useMyRole();
  const { t } = useT();
  const name = user.displayName || user.email;
  return (
    <div ref={ref} className="relative flex items-center gap-1">
      <NotificationBell userId={user.id} />
      <button
        type="button"
        className="btn btn-ghost btn-circle avatar"
        aria-label={t("nav.account")}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        title={name}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={user.photoURL} name={name} size={36} />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute end-0 z-50 mt-2 w-60 rounded-box border border-base-300 bg-base-100 p-2 shadow-xl"
        >
          <div className="px-3 py-2">
            <p className="truncate font-semibold">{name}</p>
            <p className="truncate text-sm text-base-content/70">{user.email}</p>
          </div>
          <ul className="nav-menu w-full p-0">
            <li>
              <Link to="/profile">{t("nav.profile")}</Link>
            </li>
            <li>
              <Link to="/settings">{t("nav.settings")}</Link>
            </li>
            <li>
              <Link to="/stats">{t("nav.stats")}</Link>
            </li>
            <li>
              <Link to="/series">{t("nav.mySeries")}</Link>
            </li>
            {canModerate(role) && (
              <li>
                <Link to="/admin">{t("nav.admin")}</Link>
              </li>
            )}
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  void signOutWithAlerts(logOut);
                }}
              >
                {t("nav.logout")}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
