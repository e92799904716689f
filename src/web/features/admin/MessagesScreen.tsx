import type { AdminMessage } from "@shared/admin";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { showToast } from "@web/lib/toast";
import { adminFailure, adminTime, ListState } from "./adminUi";
import { useMessages } from "./api/getMessages";
import { useMarkMessageRead } from "./api/markMessageRead";

/** The contact form's inbox, newest first; opening a message marks it read. */
export function MessagesScreen() {
  const { t } = useT();
  const title = t("admin.section.messages");
  useDocumentTitle(t("admin.documentTitle", { screen: title }));
  const messages = useMessages();
  const unread = messages.data?.messages.filter((message) => !message.read).length ?? 0;
  return (
    <section aria-labelledby="messages-title" className="space-y-4">
      <h1 id="messages-title" className="text-3xl font-bold">
        {title}
      </h1>
      {messages.data && messages.data.total > 0 && (
        <p className="text-base-content/80">{t("admin.messages.count", { total: messages.data.total, unread })}</p>
      )}
      <ListState
        query={messages}
        label={t("admin.messages.listName")}
        empty={t("admin.messages.none")}
        isEmpty={messages.data?.messages.length === 0}
      >
        <ul className="space-y-3">
          {messages.data?.messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function MessageItem({ message }: { message: AdminMessage }) {
  const markRead = useMarkMessageRead();
  const { t, locale } = useT();
  const read = () => {
    if (message.read || markRead.isPending) return;
    markRead.mutate(message.id, {
      onError: (error) => void showToast("error", adminFailure(error, t, t("admin.messages.markFailed"))),
    });
  };
  return (
    <li className={`rounded-box border bg-base-100 ${message.read ? "border-base-300" : "border-primary"}`}>
      <details
        className="group"
        onToggle={(event) => {
          if (event.currentTarget.open) read();
        }}
      >
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 p-4">
          {!message.read && <span className="badge badge-primary">{t("admin.messages.unread")}</span>}
          <span className="font-semibold">{message.name}</span>
          <span className="break-all text-sm text-base-content/80">{message.email}</span>
          <time className="text-sm text-base-content/80" dateTime={message.createdAt}>
            {adminTime(message.createdAt, locale)}
          </time>
        </summary>
        <div className="space-y-3 border-t border-base-300 p-4">
          <p className="whitespace-pre-line break-words">{message.message}</p>
          <div className="flex flex-wrap gap-2">
            <a className="btn btn-primary btn-sm" href={`mailto:${message.email}`}>
              {t("admin.messages.reply", { name: message.name })}
            </a>
          </div>
        </div>
      </details>
      {!message.read && (
        <div className="px-4 pb-4">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={t("admin.messages.markReadNamed", { name: message.name })}
            disabled={markRead.isPending}
            onClick={read}
          >
            {t("admin.messages.markRead")}
          </button>
        </div>
      )}
    </li>
  );
}
