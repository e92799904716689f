import { type AdminSubscriber, SUBSCRIBER_STATUSES } from "@shared/admin";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { confirmDanger } from "@web/lib/confirm";
import { showToast } from "@web/lib/toast";
import { useDeferredValue, useId, useState } from "react";
import { AdminList, AdminPersonRow, AdminSearchInput, toastOutcome } from "./adminUi";
import { downloadSubscribersCsv } from "./api/downloadSubscribersCsv";
import { subscribersQueryString, useSubscribers } from "./api/getSubscribers";
import { useRemoveSubscriber } from "./api/removeSubscriber";

const STATUS_LABELS: Record<(typeof SUBSCRIBER_STATUSES)[number], string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

/** The newsletter's list: how many by status, who they are, a CSV of them, and removing one. */
export function SubscribersScreen() {
  useDocumentTitle("Subscribers · Admin");
  const statusId = useId();
  const [status, setStatus] = useState("");
  const [q, setQ] = useState("");
  const [downloading, setDownloading] = useState(false);
  const asked = useDeferredValue(q.trim());
  const subscribers = useSubscribers(status, asked);
  const counts = subscribers.data?.counts;
  return (
    <section aria-labelledby="subscribers-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="subscribers-title" className="text-3xl font-bold">
          Subscribers
        </h1>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={downloading}
          aria-busy={downloading}
          onClick={() => {
            setDownloading(true);
            downloadSubscribersCsv(subscribersQueryString(status, asked))
              .catch((error: Error) => void showToast("error", error.message || "The download failed. Try again."))
              .finally(() => setDownloading(false));
          }}
        >
          Download CSV
        </button>
      </div>
      {counts && (
        <dl className="stats stats-vertical w-full border border-base-300 sm:stats-horizontal">
          {(["total", ...SUBSCRIBER_STATUSES] as const).map((key) => (
            <div key={key} className="stat">
              <dt className="stat-title text-base-content/80">{key === "total" ? "Total" : STATUS_LABELS[key]}</dt>
              <dd className="stat-value text-2xl">{counts[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      <search className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={statusId} className="label font-medium text-base-content">
            Status
          </label>
          <select
            id={statusId}
            className="select w-full sm:w-48"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">All</option>
            {SUBSCRIBER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-1 flex-col gap-1">
          <AdminSearchInput label="Search by email" value={q} onChange={setQ} />
        </div>
      </search>
      <AdminList
        query={subscribers}
        label="subscribers"
        empty={status || asked ? "No subscriber matches." : "No subscribers yet."}
        isEmpty={subscribers.data?.subscribers.length === 0}
        caption="Newsletter subscribers"
        columns={["Email", "Status", "Categories", "Frequency", "Subscribed"]}
      >
        {subscribers.data?.subscribers.map((subscriber) => (
          <SubscriberRow key={subscriber.id} subscriber={subscriber} />
        ))}
      </AdminList>
    </section>
  );
}

function SubscriberRow({ subscriber }: { subscriber: AdminSubscriber }) {
  const remove = useRemoveSubscriber();
  const onRemove = async () => {
    if (
      !(await confirmDanger(
        `Remove ${subscriber.email}?`,
        "The address is forgotten and gets no more newsletters.",
        "Remove",
      ))
    )
      return;
    remove.mutate(subscriber.id, toastOutcome(`${subscriber.email} removed.`));
  };
  return (
    <AdminPersonRow
      head={subscriber.email}
      headClassName="break-all font-normal"
      createdAt={subscriber.createdAt}
      action={
        <button
          type="button"
          className="btn btn-error btn-outline btn-sm"
          aria-label={`Remove ${subscriber.email}`}
          disabled={remove.isPending}
          onClick={() => void onRemove()}
        >
          Remove
        </button>
      }
    >
      <td>{STATUS_LABELS[subscriber.status]}</td>
      <td>{subscriber.categories.length > 0 ? subscriber.categories.join(", ") : "All"}</td>
      <td>{subscriber.frequency === "each" ? "Each post" : "Weekly"}</td>
    </AdminPersonRow>
  );
}
