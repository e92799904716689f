import type { Notification } from "@shared/notification-schemas";
import type { NotificationType } from "@shared/notifications";
import { Avatar } from "@web/components/Avatar";
import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";
import { localDate } from "@web/lib/dates";
import { Link } from "@web/lib/router";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { showToast } from "@web/lib/toast";
import { useNotifications } from "./api/getNotifications";
import { useMarkNotificationsRead } from "./api/markNotificationsRead";

/** A target on this site opens in the app; a remote follower's profile is another site. */
function TargetLink({ url, onClick, children }: { url: string; onClick: () => void; children: React.ReactNode }) {
  const className = "link link-hover font-medium";
  return url.startsWith("/") ? (
    <Link to={url} className={className} onClick={onClick}>
      {children}
    </Link>
  ) : (
    <a href={url} className={className} rel="noopener noreferrer nofollow" onClick={onClick}>
      {children}
    </a>
  );
}

/** What each kind of notification says, with the actor's name and the post's title in their places. */
const SAYING: Record<NotificationType, MessageKey> = {
  comment: "notifications.comment",
  reply: "notifications.reply",
  follow: "notifications.follow",
  "fediverse-reply": "notifications.fediverseReply",
  like: "notifications.like",
  boost: "notifications.boost",
  "report-resolved": "notifications.reportResolved",
};

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t, locale } = useT();
  const text = t(SAYING[notification.type], { actor: notification.actor.name, title: notification.target.title });
  return (
    <li
      className={`flex items-start gap-3 rounded-box border p-4 ${notification.read ? "border-base-300" : "border-primary bg-base-200"}`}
    >
      {/* Decorative: the text beside it names the actor. */}
      <Avatar src={notification.actor.image ?? null} name={notification.actor.name} size={40} decorative />
      <div className="flex min-w-0 flex-col gap-1">
        <TargetLink url={notification.target.url} onClick={onOpen}>
          {text}
        </TargetLink>
        <span className="text-sm text-base-content/80">
          {notification.actor.handle && <span className="me-2">{notification.actor.handle}</span>}
          <time dateTime={notification.at}>{localDate(notification.at, locale)}</time>
        </span>
      </div>
      {!notification.read && <span className="badge badge-primary ms-auto shrink-0">{t("notifications.unread")}</span>}
    </li>
  );
}

/** The signed-in account's notifications, newest first, a page at a time (issue 44). */
export default function NotificationsPage() {
  const { user } = useAuth();
  const { t } = useT();
  useDocumentTitle(t(SCREEN_TITLES.notifications));
  const userId = user?.id ?? "";
  const list = useNotifications(userId);
  const mark = useMarkNotificationsRead(userId);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const anyUnread = items.some((item) => !item.read);

  const markAll = async () => {
    try {
      await mark.mutateAsync({ all: true });
      void showToast("success", t("notifications.markedAll"));
    } catch (error) {
      void showToast("error", error instanceof Error && error.message ? error.message : t("notifications.markFailed"));
    }
  };
  const markOne = (item: Notification) => {
    if (!item.read) mark.mutate({ ids: [item.id] });
  };

  let content: React.ReactNode;
  if (list.isPending) {
    content = <Spinner label={t("notifications.loading")} />;
  } else if (list.isError) {
    content = <LoadError message={t("notifications.failed")} onRetry={list.refetch} retrying={list.isFetching} />;
  } else if (items.length === 0) {
    content = <p className="py-12 text-center text-lg text-base-content/80">{t("notifications.none")}</p>;
  } else {
    content = (
      <>
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <NotificationItem key={item.id} notification={item} onOpen={() => markOne(item)} />
          ))}
        </ul>
        {list.hasNextPage && (
          <button
            type="button"
            className="btn btn-outline mx-auto mt-6 flex"
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t("notifications.older")}
          </button>
        )}
      </>
    );
  }

  return (
    <Main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("notifications.title")}</h1>
        {anyUnread && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={mark.isPending}
            aria-busy={mark.isPending}
            onClick={() => void markAll()}
          >
            {t("notifications.markAll")}
          </button>
        )}
      </div>
      {content}
    </Main>
  );
}
