import { type AdminSubscriber, SUBSCRIBER_STATUSES } from "@shared/admin";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { categoryName } from "@web/i18n/categoryName";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { confirmDanger } from "@web/lib/confirm";
import { showToast } from "@web/lib/toast";
import { useDeferredValue, useId, useState } from "react";
import { AdminList, AdminPersonRow, AdminSearchInput, adminFailure, useAdminToasts } from "./adminUi";
import { downloadSubscribersCsv } from "./api/downloadSubscribersCsv";
import { subscribersQueryString, useSubscribers } from "./api/getSubscribers";
import { useRemoveSubscriber } from "./api/removeSubscriber";

const STATUS_LABELS: Record<(typeof SUBSCRIBER_STATUSES)[number], MessageKey> = {
  pending: "admin.subscribers.status.pending",
  confirmed: "admin.subscribers.status.confirmed",
  unsubscribed: "admin.subscribers.status.unsubscribed",
};

/** The newsletter's list: how many by status, who they are, a CSV of them, and removing one. */
export function SubscribersScreen() {
  const { t, locale } = useT();
  const title = t("admin.section.subscribers");
  useDocumentTitle(t("admin.documentTitle", { screen: title }));
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
          {title}
        </h1>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={downloading}
          aria-busy={downloading}
          onClick={() => {
            setDownloading(true);
            downloadSubscribersCsv(subscribersQueryString(status, asked))
              .catch(
                (error: Error) =>
                  void showToast("error", adminFailure(error, t, t("admin.subscribers.downloadFailed"))),
              )
              .finally(() => setDownloading(false));
          }}
        >
          {t("admin.subscribers.download")}
        </button>
      </div>
      {counts && (
        <dl className="stats stats-vertical w-full border border-base-300 sm:stats-horizontal">
          {(["total", ...SUBSCRIBER_STATUSES] as const).map((key) => (
            <div key={key} className="stat">
              <dt className="stat-title text-base-content/80">
                {" "}
                {key === "total" ? t("admin.subscribers.total") : t(STATUS_LABELS[key])}
              </dt>
              <dd className="stat-value text-2xl">{new Intl.NumberFormat(locale).format(counts[key])}</dd>
            </div>
          ))}
        </dl>
      )}
      <search className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={statusId} className="label font-medium text-base-content">
            {t("admin.subscribers.statusLabel")}
          </label>
          <select
            id={statusId}
            className="select w-full sm:w-48"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">{t("admin.subscribers.allStatuses")}</option>
            {SUBSCRIBER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(STATUS_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-1 flex-col gap-1">
          <AdminSearchInput label={t("admin.subscribers.search")} value={q} onChange={setQ} />
        </div>
      </search>
      <AdminList
        query={subscribers}
        label={t("admin.subscribers.listName")}
        empty={status || asked ? t("admin.subscribers.noMatch") : t("admin.subscribers.none")}
        isEmpty={subscribers.data?.subscribers.length === 0}
        caption={t("admin.subscribers.caption")}
        columns={[
          t("admin.subscribers.col.email"),
          t("admin.subscribers.col.status"),
          t("admin.subscribers.col.categories"),
          t("admin.subscribers.col.frequency"),
          t("admin.subscribers.col.subscribed"),
        ]}
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
  const { t } = useT();
  const { toastOutcome } = useAdminToasts();
  const { email } = subscriber;
  const onRemove = async () => {
    if (
      !(await confirmDanger(
        t("admin.subscribers.removeConfirm", { email }),
        t("admin.subscribers.removeText"),
        t("admin.subscribers.remove"),
      ))
    )
      return;
    remove.mutate(subscriber.id, toastOutcome(t("admin.subscribers.removed", { email })));
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
          aria-label={t("admin.subscribers.removeNamed", { email })}
          disabled={remove.isPending}
          onClick={() => void onRemove()}
        >
          {t("admin.subscribers.remove")}
        </button>
      }
    >
      <td>{t(STATUS_LABELS[subscriber.status])}</td>
      <td>
        {subscriber.categories.length > 0
          ? subscriber.categories.map((category) => categoryName(t, category)).join(t("admin.subscribers.separator"))
          : t("admin.subscribers.allCategories")}
      </td>
      <td>{subscriber.frequency === "each" ? t("admin.subscribers.each") : t("admin.subscribers.weekly")}</td>
    </AdminPersonRow>
  );
}
