import type { ImportRun } from "@shared/import-schemas";
import {
  IMPORT_SOURCE_LABELS,
  IMPORT_SOURCES,
  IMPORT_TALLY_KEYS,
  type ImportSource,
  isFinished,
  readersEmailDisabledText,
} from "@shared/imports";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { type FormEvent, useId, useState } from "react";
import { useImport } from "./api/getImport";
import { useStartImport } from "./api/startImport";

const STATUS_TEXT: Record<ImportRun["status"], string> = {
  queued: "Waiting to start…",
  running: "Importing…",
  done: "Import finished.",
  failed: "The import failed.",
};

const COUNT_LABELS: Record<(typeof IMPORT_TALLY_KEYS)[number], string> = {
  posts: "Posts",
  drafts: "Drafts",
  comments: "Comments",
  tags: "New tags",
  images: "Images",
  subscribers: "Subscribers",
  redirects: "Old links kept",
  skipped: "Skipped",
};

/**
 * Admin → Import: upload an export from WordPress, Ghost, Substack or Medium; the import runs in the
 * background and this screen follows it until it is done, with what it could not import.
 */
export function ImportScreen({ pollMs }: { pollMs?: number }) {
  useDocumentTitle("Import · Admin");
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
        Import posts
      </h1>
      <p className="max-w-prose">
        Bring posts from another platform. Posts keep their dates, drafts stay drafts, old links lead to the new posts,
        and importing the same file again adds nothing twice.
      </p>
      <form onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={sourceId} className="label font-medium text-base-content">
            Import from
          </label>
          <select
            id={sourceId}
            className="select w-full"
            value={source}
            onChange={(event) => setSource(event.target.value as ImportSource)}
          >
            {IMPORT_SOURCES.map((value) => (
              <option key={value} value={value}>
                {IMPORT_SOURCE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="label font-medium text-base-content">
            Export file
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
            {start.error.message}
          </p>
        )}
        <button type="submit" className="btn btn-primary self-start" disabled={!file || busy} aria-busy={busy}>
          {start.isPending ? "Uploading…" : "Start import"}
        </button>
      </form>
      {run.error && (
        <p role="alert" className="alert alert-error alert-soft">
          {run.error.message}
        </p>
      )}
      {run.data && <ImportProgress run={run.data} />}
    </section>
  );
}

function ImportProgress({ run }: { run: ImportRun }) {
  return (
    <section aria-labelledby="import-progress" className="space-y-4">
      <h2 id="import-progress" className="text-xl font-semibold">
        Progress
      </h2>
      <p role="status" aria-live="polite">
        {STATUS_TEXT[run.status]}
      </p>
      <dl className="stats stats-vertical w-full border border-base-300 sm:stats-horizontal">
        {IMPORT_TALLY_KEYS.map((key) => (
          <div key={key} className="stat">
            <dt className="stat-title text-base-content/80">{COUNT_LABELS[key]}</dt>
            <dd className="stat-value text-2xl">{run.counts[key]}</dd>
          </div>
        ))}
      </dl>
      {run.counts.readersEmailDisabled > 0 && <p>{readersEmailDisabledText(run.counts.readersEmailDisabled)}</p>}
      {run.problems.length > 0 && (
        <section aria-labelledby="import-problems">
          <h3 id="import-problems" className="text-lg font-semibold">
            Problems ({run.problems.length})
          </h3>
          <ul className="list-disc space-y-1 pl-6">
            {run.problems.map((problem, index) => (
              // Problems never change order or go away, so their place is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index}>
                <span className="font-medium">{problem.item}</span>: {problem.message}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
