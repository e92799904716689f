import { UNREAD_COUNT_STALE_MS } from "@shared/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";
import { Link, useLocation } from "@web/lib/router";
import { useEffect } from "react";
import { useT } from "../i18n/useT";

/**
 * The bell beside the account menu, for signed-in readers only (it ships in the menu's lazy chunk).
 * The count is asked for when the bell appears, then on navigation or a return to the tab once it is a
 * minute old: never on a timer (decision 0105).
 */
export function NotificationBell({ userId }: { userId: string }) {
  const client = useQueryClient();
  const queryKey = queryKeys.unreadNotifications(userId);
  const unread = useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ count: number }>("/notifications/unread-count", { auth: true, signal })).data.count,
    staleTime: UNREAD_COUNT_STALE_MS,
  });
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, which `key` marks.
  useEffect(() => {
    void client.refetchQueries({ queryKey, stale: true });
  }, [key]);

  const count = unread.data ?? 0;
  const { t } = useT();
  return (
    <Link
      to="/notifications"
      className="btn btn-ghost btn-circle relative"
      aria-label={t("nav.notifications", { unread: count })}
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" fill="none" stroke="currentColor">
        <path
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
        />
      </svg>
      {count > 0 && (
        <span className="badge badge-primary badge-sm absolute -top-0.5 -end-0.5" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
