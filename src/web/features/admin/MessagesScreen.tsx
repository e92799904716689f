import type { AdminMessage } from "@shared/admin";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { showToast } from "@web/lib/toast";
import { adminTime, ListState } from "./adminUi";
import { useMessages } from "./api/getMessages";
import { useMarkMessageRead } from "./api/markMessageRead";

/** The contact form's inbox, newest first; opening a message marks it read. */
export function MessagesScreen() {
  useDocumentTitle("Messages · Admin");
  const messages = useMessages();
  const unread = messages.data?.messages.filter((message) => !message.read).length ?? 0;
  return (
    <section aria-labelledby="messages-title" className="space-y-4">
      <h1 id="messages-title" className="text-3xl font-bold">
        Messages
      </h1>
      {messages.data && messages.data.total > 0 && (
        <p className="text-base-content/80">
          {messages.data.total === 1 ? "1 message" : `${messages.data.total} messages`}, {unread} unread
        </p>
      )}
      <ListState
        query={messages}
        label="messages"
        empty="No messages yet."
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
  const read = () => {
    if (message.read || markRead.isPending) return;
    markRead.mutate(message.id, {
      onError: (error) => void showToast("error", error.message || "Failed to mark the message as read."),
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
          {!message.read && <span className="badge badge-primary">Unread</span>}
          <span className="font-semibold">{message.name}</span>
          <span className="break-all text-sm text-base-content/80">{message.email}</span>
          <time className="text-sm text-base-content/80" dateTime={message.createdAt}>
            {adminTime(message.createdAt)}
          </time>
        </summary>
        <div className="space-y-3 border-t border-base-300 p-4">
          <p className="whitespace-pre-line break-words">{message.message}</p>
          <div className="flex flex-wrap gap-2">
            <a className="btn btn-primary btn-sm" href={`mailto:${message.email}`}>
              Reply to {message.name}
            </a>
          </div>
        </div>
      </details>
      {!message.read && (
        <div className="px-4 pb-4">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={`Mark the message from ${message.name} as read`}
            disabled={markRead.isPending}
            onClick={read}
          >
            Mark as read
          </button>
        </div>
      )}
    </li>
  );
}
