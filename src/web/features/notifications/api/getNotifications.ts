import type { Notification } from "@shared/notification-schemas";
import { NOTIFICATION_PAGE_SIZE } from "@shared/notifications";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

export type NotificationPage = { items: Notification[]; next?: string };

/** The address of the page after this one, from `Link: <…>; rel="next"`. */
function nextPage(link: string | null): string | undefined {
  return link?.match(/<([^>]*)>\s*;\s*rel="?next"?/u)?.[1];
}

/** One page of the account's notifications, newest first; `path` is a Link header's next page. */
export async function getNotifications(path: string | undefined, signal?: AbortSignal): Promise<NotificationPage> {
  const { data, headers } = await apiRequest<Notification[]>(
    path?.replace(/^\/api/u, "") ?? `/notifications?limit=${NOTIFICATION_PAGE_SIZE}`,
    { auth: true, signal },
  );
  const next = nextPage(headers.get("link"));
  return { items: data, ...(next ? { next } : {}) };
}

export const notificationsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications(userId),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export function useNotifications(userId: string) {
  return useInfiniteQuery(notificationsQuery(userId));
}
