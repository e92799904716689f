import type { ImportRun } from "@shared/import-schemas";
import { IMPORT_SOURCES, IMPORT_TALLY_KEYS, type ImportSource, isFinished } from "@shared/imports";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import type { MessageKey } from "@web/i18n/i18n";
import { type Translate, useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { ApiRequestError } from "@web/lib/api";
import { type FormEvent, useId, useState } from "react";
import { adminFailure } from "./adminUi";
import { useImport } from "./api/getImport";
import { useStartImport } from "./api/startImport";

/** Each source as the choice names it; English repeats @shared/imports' IMPORT_SOURCE_LABELS. A new source needs a key. */
const SOURCE_LABELS: Record<ImportSource, MessageKey> = {
  wordpress: "admin.import.source.wordpress",
  ghost: "admin.import.source.ghost",
  substack: "admin.import.source.substack",
  medium: "admin.import.source.medium",
};

const STATUS_TEXT: Record<ImportRun["status"], MessageKey> = {
  queued: "admin.import.status.queued",
  running: "admin.import.status.running",
  done: "admin.import.status.done",
  failed: "admin.import.status.failed",
};

const COUNT_LABELS: Record<(typeof IMPORT_TALLY_KEYS)[number], MessageKey> = {
  posts: "admin.import.count.posts",
  drafts: "admin.import.count.drafts",
  comments: "admin.import.count.comments",
  tags: "admin.import.count.tags",
  images: "admin.import.count.images",
  subscribers: "admin.import.count.subscribers",
  redirects: "admin.import.count.redirects",
  skipped: "admin.import.count.skipped",
};

/** Why the upload failed: the server's reason, or the failure and its status when it gave none. */
const uploadFailure = (error: Error, t: Translate) =>
  adminFailure(
    error,
    t,
    t("admin.import.uploadFailed", { status: error instanceof ApiRequestError ? error.status : 0 }),
  );

/**
 * Admin → Import: upload an export from WordPress, Ghost, Substack or Medium; the import runs in the
 * background and this screen follows it until it is done, with what it could not import.
 */
export function ImportScreen({ pollMs }: { pollMs?: number }) {
  const { t } = useT();
  useDocumentTitle(t("admin.documentTitle", { screen: t("admin.section.import") }));
  const sourceId = useId();
  const fileId = useId();
  const [source, setSource] = useState<ImportSource>("wordpress");
  const [file, setFile] = useState<File | null>(null);
  const [runId, setRunId] = useState<string>();
  const start = useStartImport();
  const run = useImport(runId, pollMs);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    start.mutate({ source, file }, { onSuccess: (id) => setRunId(id) });
  };
  const busy = start.isPending || (run.data !== undefined && !isFinished(run.data.status));

  return (
    <section aria-labelledby="import-title" className="space-y-6">
      <h1 id="import-title" className="text-3xl font-bold">
        {t("admin.import.title")}
      </h1>
      <p className="max-w-prose">{t("admin.import.intro")}</p>
      <form onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={sourceId} className="label font-medium text-base-content">
            {t("admin.import.sourceLabel")}
          </label>
          <select
            id={sourceId}
            className="select w-full"
            value={source}
            onChange={(event) => setSource(event.target.value as ImportSource)}
          >
            {IMPORT_SOURCES.map((value) => (
              <option key={value} value={value}>
                {t(SOURCE_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="label font-medium text-base-content">
            {t("admin.import.file")}
          </label>
          <input
            id={fileId}
            type="file"
            className="file-input w-full"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        {start.error && (
          <p role="alert" className="alert alert-error alert-soft">
            {uploadFailure(start.error, t)}
          </p>
        )}
        <button type="submit" className="btn btn-primary self-start" disabled={!file || busy} aria-busy={busy}>
          {start.isPending ? t("admin.import.uploading") : t("admin.import.start")}
        </button>
      </form>
      {run.error && (
        <p role="alert" className="alert alert-error alert-soft">
          {adminFailure(run.error, t)}
        </p>
      )}
      {run.data && <ImportProgress run={run.data} />}
    </section>
  );
}

function ImportProgress({ run }: { run: ImportRun }) {
  const { t, locale } = useT();
  const number = new Intl.NumberFormat(locale);
  return (
    <section aria-labelledby="import-progress" className="space-y-4">
      <h2 id="import-progress" className="text-xl font-semibold">
        {t("admin.import.progress")}
      </h2>
      <p role="status" aria-live="polite">
        {t(STATUS_TEXT[run.status])}
      </p>
      <dl className="stats stats-vertical w-full border border-base-300 sm:stats-horizontal">
        {IMPORT_TALLY_KEYS.map((key) => (
          <div key={key} className="stat">
            <dt className="stat-title text-base-content/80">{t(COUNT_LABELS[key])}</dt>
            <dd className="stat-value text-2xl">{number.format(run.counts[key])}</dd>
          </div>
        ))}
      </dl>
      {run.counts.readersEmailDisabled > 0 && (
        <p>{t("admin.import.readersEmailDisabled", { count: run.counts.readersEmailDisabled })}</p>
      )}
      {run.problems.length > 0 && (
        <section aria-labelledby="import-problems">
          <h3 id="import-problems" className="text-lg font-semibold">
            {t("admin.import.problems", { count: run.problems.length })}
          </h3>
          <ul className="list-disc space-y-1 ps-6">
            {run.problems.map((problem, index) => (
              // Problems never change order or go away, so their place is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index}>
                {withNodes(t("admin.import.problem", { item: NODE_MARKS[0], message: problem.message }), [
                  <span key="item" className="font-medium">
                    {problem.item}
                  </span>,
                ])}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
