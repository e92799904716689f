import { type AdminReport, MAX_MODERATION_NOTE, type ResolveAction } from "@shared/moderation-schemas";
import { FormField } from "@web/components/FormField";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { confirmDanger } from "@web/lib/confirm";
import { Link } from "@web/lib/router";
import { useId, useState } from "react";
import { adminTime, ListState, toastOutcome } from "./adminUi";
import { useApproveHeldComment } from "./api/approveHeldComment";
import { useReports } from "./api/getReports";
import { useResolveReport } from "./api/resolveReport";

export const NO_REPORTS = "No open reports.";

const DONE: Record<ResolveAction, string> = {
  hide: "Hidden from readers.",
  delete: "Deleted.",
  dismiss: "Report dismissed.",
};

/** The moderation queue: what was reported, by whom and why, and what a moderator does about it. */
export function ReportsScreen() {
  useDocumentTitle("Reports · Admin");
  const reports = useReports();
  return (
    <section aria-labelledby="reports-title" className="space-y-4">
      <h1 id="reports-title" className="text-3xl font-bold">
        Reports
      </h1>
      <ListState query={reports} label="reports" empty={NO_REPORTS} isEmpty={reports.data?.length === 0}>
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
  const { target } = report;
  const what = report.targetType === "blog" ? "post" : "comment";
  const heading = target.title ?? target.excerpt ?? `A ${what}`;

  const act = async (action: ResolveAction) => {
    if (
      action === "delete" &&
      !(await confirmDanger(`Delete this ${what}?`, `The ${what} is removed for good.`, "Delete"))
    )
      return;
    const trimmed = note.trim();
    resolve.mutate({ id: report.id, action, ...(trimmed ? { note: trimmed } : {}) }, toastOutcome(DONE[action]));
  };

  return (
    <li aria-labelledby={titleId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-outline">{report.targetType === "blog" ? "Post" : "Comment"}</span>
          {target.hidden && <span className="badge badge-neutral">Hidden</span>}
          {target.held && <span className="badge badge-warning">Held for review</span>}
          <span className="text-sm text-base-content/80">
            {report.count === 1 ? "1 report" : `${report.count} reports`}
          </span>
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
          <dt className="font-semibold">Author</dt>
          <dd>{target.author?.name ?? "Unknown"}</dd>
          <dt className="font-semibold">Reported by</dt>
          <dd>{report.reporter?.name ?? "The spam rules"}</dd>
          <dt className="font-semibold">Reason</dt>
          <dd className="whitespace-pre-line break-words">{report.reason}</dd>
          <dt className="font-semibold">Reported</dt>
          <dd>
            <time dateTime={report.createdAt}>{adminTime(report.createdAt)}</time>
          </dd>
        </dl>
        <FormField id={noteId} label="Note (optional)" hint="Kept in the audit log.">
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
              onClick={() => approve.mutate(report.targetId, toastOutcome("Comment approved."))}
            >
              Approve
            </button>
          )}
          {!target.hidden && (
            <button type="button" className="btn btn-warning btn-sm" disabled={busy} onClick={() => void act("hide")}>
              Hide
            </button>
          )}
          <button type="button" className="btn btn-error btn-sm" disabled={busy} onClick={() => void act("delete")}>
            Delete
          </button>
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void act("dismiss")}>
            Dismiss
          </button>
        </div>
      </div>
    </li>
  );
}
