import {
  type AdminReport,
  HELD_REPORT_REASON,
  MAX_MODERATION_NOTE,
  type ResolveAction,
} from "@shared/moderation-schemas";
import { FormField } from "@web/components/FormField";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { confirmDanger } from "@web/lib/confirm";
import { Link } from "@web/lib/router";
import { useId, useState } from "react";
import { adminTime, ListState, useAdminToasts } from "./adminUi";
import { useApproveHeldComment } from "./api/approveHeldComment";
import { useReports } from "./api/getReports";
import { useResolveReport } from "./api/resolveReport";

/** The empty queue's words in English (admin.reports.none). */
export const NO_REPORTS = "No open reports.";

const DONE: Record<ResolveAction, MessageKey> = {
  hide: "admin.reports.done.hide",
  delete: "admin.reports.done.delete",
  dismiss: "admin.reports.done.dismiss",
};

/** Reasons Inkwell writes itself (the spam rules'), said in the reader's language; a reader's own stays as written. */
const REASONS: Record<string, MessageKey> = { [HELD_REPORT_REASON]: "admin.reports.heldReason" };

/** The moderation queue: what was reported, by whom and why, and what a moderator does about it. */
export function ReportsScreen() {
  const { t } = useT();
  const title = t("admin.section.reports");
  useDocumentTitle(t("admin.documentTitle", { screen: title }));
  const reports = useReports();
  return (
    <section aria-labelledby="reports-title" className="space-y-4">
      <h1 id="reports-title" className="text-3xl font-bold">
        {title}
      </h1>
      <ListState
        query={reports}
        label={t("admin.reports.listName")}
        empty={t("admin.reports.none")}
        isEmpty={reports.data?.length === 0}
      >
        <ul className="space-y-4">
          {reports.data?.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  const noteId = useId();
  const titleId = useId();
  const [note, setNote] = useState("");
  const resolve = useResolveReport();
  const approve = useApproveHeldComment();
  const busy = resolve.isPending || approve.isPending;
  const { t, locale } = useT();
  const { toastOutcome } = useAdminToasts();
  const { target, targetType: type } = report;
  const heading = target.title ?? target.excerpt ?? t("admin.reports.someTarget", { type });
  const reasonKey = Object.hasOwn(REASONS, report.reason) ? REASONS[report.reason] : undefined;

  const act = async (action: ResolveAction) => {
    if (
      action === "delete" &&
      !(await confirmDanger(
        t("admin.reports.deleteConfirm", { type }),
        t("admin.reports.deleteText", { type }),
        t("admin.reports.delete"),
      ))
    )
      return;
    const trimmed = note.trim();
    resolve.mutate({ id: report.id, action, ...(trimmed ? { note: trimmed } : {}) }, toastOutcome(t(DONE[action])));
  };

  return (
    <li aria-labelledby={titleId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-outline">{t("admin.reports.type", { type })}</span>
          {target.hidden && <span className="badge badge-neutral">{t("admin.reports.hidden")}</span>}
          {target.held && <span className="badge badge-warning">{t("admin.reports.held")}</span>}
          <span className="text-sm text-base-content/80">{t("admin.reports.count", { count: report.count })}</span>
        </div>
        <h2 id={titleId} className="card-title break-words text-lg">
          {target.url.startsWith("/") ? (
            <Link to={target.url} className="link link-hover">
              {heading}
            </Link>
          ) : (
            <a href={target.url} className="link link-hover">
              {heading}
            </a>
          )}
        </h2>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t("admin.reports.author")}</dt>
          <dd>{target.author?.name ?? t("admin.reports.unknown")}</dd>
          <dt className="font-semibold">{t("admin.reports.reportedBy")}</dt>
          <dd>{report.reporter?.name ?? t("admin.reports.spamRules")}</dd>
          <dt className="font-semibold">{t("admin.reports.reason")}</dt>
          <dd className="whitespace-pre-line break-words">{reasonKey ? t(reasonKey) : report.reason}</dd>
          <dt className="font-semibold">{t("admin.reports.reported")}</dt>
          <dd>
            <time dateTime={report.createdAt}>{adminTime(report.createdAt, locale)}</time>
          </dd>
        </dl>
        <FormField id={noteId} label={t("admin.reports.note")} hint={t("admin.reports.noteHint")}>
          {(control) => (
            <textarea
              {...control}
              className="textarea w-full"
              rows={2}
              maxLength={MAX_MODERATION_NOTE}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          {target.held && report.targetType === "comment" && (
            <button
              type="button"
              className="btn btn-success btn-sm"
              disabled={busy}
              onClick={() => approve.mutate(report.targetId, toastOutcome(t("admin.reports.approved")))}
            >
              {t("admin.reports.approve")}
            </button>
          )}
          {!target.hidden && (
            <button type="button" className="btn btn-warning btn-sm" disabled={busy} onClick={() => void act("hide")}>
              {t("admin.reports.hide")}
            </button>
          )}
          <button type="button" className="btn btn-error btn-sm" disabled={busy} onClick={() => void act("delete")}>
            {t("admin.reports.delete")}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void act("dismiss")}>
            {t("admin.reports.dismiss")}
          </button>
        </div>
      </div>
    </li>
  );
}
