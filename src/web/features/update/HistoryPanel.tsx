import { REVISIONS_KEPT } from "@shared/revision";
import type { Revision, RevisionSummary } from "@shared/revision-schemas";
import { LoadError } from "@web/components/LoadError";
import { Spinner } from "@web/components/Spinner";
import { type Translate, useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { ApiRequestError } from "@web/lib/api";
import { lazy, Suspense, useId, useState } from "react";
import { useRevision } from "./api/getRevision";
import { useRevisions } from "./api/getRevisions";
import { useRestoreRevision } from "./api/restoreRevision";
import type { ComparedText } from "./RevisionDiff";

// jsdiff comes with this module only, when a version is first opened (see RevisionDiff).
const RevisionDiff = lazy(() => import("./RevisionDiff"));

/** A version's time in the page's language and the reader's time zone; the editor is no reading page, so Intl is fine. */
const savedAt = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });

/** "6 words", the account part's count (loaded with the writing screens). */
const wordsText = (t: Translate, count: number) => t("profile.row.words", { count });

type HistoryPanelProps = {
  blogId: string;
  /** The post's text as saved now, what each version is compared with. */
  current: ComparedText;
  /** The restored version became the post's text: the form takes it up. */
  onRestored: (version: Revision) => void;
};

/**
 * The editor's History: the post's earlier versions (asked for when opened), the changes from the one
 * chosen to the current text, and restoring it, which is itself kept (decision 0092).
 */
export function HistoryPanel({ blogId, current, onRestored }: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>();
  const [status, setStatus] = useState("");
  const revisions = useRevisions(blogId, open);
  const headingId = useId();
  const bodyId = useId();
  const { t, locale } = useT();

  return (
    <section aria-labelledby={headingId} className="card mt-6 flex flex-col gap-4 bg-base-100 p-6 shadow-lg">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          {t("writing.history.title")}
        </h2>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t("writing.history.hide") : t("writing.history.show")}
        </button>
      </div>
      {/* Polite: a restore is announced without taking the reader away from where they are. */}
      <p role="status" className={status ? "" : "sr-only"}>
        {status}
      </p>
      <div id={bodyId} hidden={!open}>
        {open &&
          (revisions.isPending ? (
            <Spinner label={t("writing.history.loading")} />
          ) : revisions.isError ? (
            <LoadError
              message={t("writing.history.failed")}
              onRetry={() => revisions.refetch()}
              retrying={revisions.isFetching}
            />
          ) : revisions.data.length === 0 ? (
            <p>{t("writing.history.none", { count: REVISIONS_KEPT })}</p>
          ) : (
            <div className="flex flex-col gap-4">
              <p className="text-sm">{t("writing.history.intro", { count: REVISIONS_KEPT })}</p>
              <VersionList versions={revisions.data} chosen={chosen} onChoose={setChosen} />
              {chosen && (
                <ChosenVersion
                  key={chosen}
                  blogId={blogId}
                  revisionId={chosen}
                  current={current}
                  onRestored={(version) => {
                    setChosen(undefined);
                    setStatus(t("writing.history.restored", { when: savedAt(version.at, locale) }));
                    onRestored(version);
                  }}
                />
              )}
            </div>
          ))}
      </div>
    </section>
  );
}

function VersionList({
  versions,
  chosen,
  onChoose,
}: {
  versions: RevisionSummary[];
  chosen: string | undefined;
  onChoose: (id: string) => void;
}) {
  const { t, locale } = useT();
  return (
    <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label={t("writing.history.list")}>
      {versions.map((version) => (
        <li key={version.id}>
          <button
            type="button"
            className={`btn btn-block h-auto justify-start py-2 text-start font-normal ${
              chosen === version.id ? "btn-primary" : "btn-ghost"
            }`}
            aria-pressed={chosen === version.id}
            onClick={() => onChoose(version.id)}
          >
            <time dateTime={version.at} className="font-medium">
              {savedAt(version.at, locale)}
            </time>
            <span className="min-w-0 flex-1 truncate">{version.title}</span>
            <span>{wordsText(t, version.wordCount)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ChosenVersion({
  blogId,
  revisionId,
  current,
  onRestored,
}: {
  blogId: string;
  revisionId: string;
  current: ComparedText;
  onRestored: (version: Revision) => void;
}) {
  const version = useRevision(blogId, revisionId);
  const restore = useRestoreRevision();
  const headingId = useId();
  const [failure, setFailure] = useState("");
  const { t, locale } = useT();

  if (version.isPending) return <Spinner label={t("writing.history.versionLoading")} />;
  if (version.isError) {
    return (
      <LoadError
        message={t("writing.history.versionFailed")}
        onRetry={() => version.refetch()}
        retrying={version.isFetching}
      />
    );
  }
  const chosen = version.data;
  const restoreIt = async () => {
    setFailure("");
    try {
      await restore.mutateAsync({ blogId, revisionId });
      onRestored(chosen);
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : t("writing.history.restoreFailed"));
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-base-300 pt-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {withNodes(t("writing.history.versionSaved", { when: NODE_MARKS[0], words: wordsText(t, chosen.wordCount) }), [
          <time key="when" dateTime={chosen.at}>
            {savedAt(chosen.at, locale)}
          </time>,
        ])}
      </h3>
      <Suspense fallback={<Spinner label={t("writing.history.comparing")} />}>
        <RevisionDiff version={chosen} current={current} />
      </Suspense>
      {failure && (
        <p role="alert" className="alert alert-error alert-soft">
          {failure}
        </p>
      )}
      <div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={restore.isPending}
          aria-busy={restore.isPending}
          onClick={() => void restoreIt()}
        >
          {t("writing.history.restore")}
        </button>
      </div>
    </section>
  );
}
