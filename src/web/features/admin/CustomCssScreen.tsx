import { CUSTOM_CSS_MAX_BYTES, cssBytes } from "@shared/custom-css";
import type { CustomCss, CustomCssRevisionSummary } from "@shared/custom-css-schemas";
import { FormField } from "@web/components/FormField";
import { LoadError } from "@web/components/LoadError";
import { ProblemList } from "@web/components/ProblemList";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { showToast } from "@web/lib/toast";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { adminTime } from "./adminUi";
import { useCustomCss } from "./api/getCustomCss";
import { useCustomCssRevision } from "./api/getCustomCssRevision";
import { useRestoreCustomCssRevision } from "./api/restoreCustomCssRevision";
import { useUpdateCustomCss } from "./api/updateCustomCss";

/**
 * A button's name whose visible part is one word (`verb`, the message's first node mark) and whose
 * other words only a screen reader hears, in the order the reader's language puts them.
 */
function withHiddenWords(message: string, verb: ReactNode): ReactNode {
  const [before = "", after = ""] = message.split(NODE_MARKS[0]);
  // The spaces between stay outside the hidden words, else a screen reader runs the words together.
  return (
    <>
      {before.trim() && <span className="sr-only">{before.trim()}</span>}
      {before !== before.trimEnd() && " "}
      {verb}
      {after !== after.trimStart() && " "}
      {after.trim() && <span className="sr-only">{after.trim()}</span>}
    </>
  );
}

/** The admin's own CSS, added after the site's stylesheet on every page, and the versions it replaced. */
export function CustomCssScreen() {
  const { t } = useT();
  useDocumentTitle(t("customCss.documentTitle"));
  const stored = useCustomCss();
  return (
    <section aria-labelledby="custom-css-title" className="max-w-3xl space-y-4">
      <h1 id="custom-css-title" className="text-3xl font-bold">
        {t("customCss.title")}
      </h1>
      <p className="text-base-content/80">{t("customCss.intro")}</p>
      {stored.isPending && <Spinner label={t("customCss.loading")} />}
      {stored.isError && (
        <LoadError message={t("customCss.loadFailed")} onRetry={stored.refetch} retrying={stored.isFetching} />
      )}
      {stored.data && <CustomCssEditor stored={stored.data} />}
    </section>
  );
}

function CustomCssEditor({ stored }: { stored: CustomCss }) {
  const id = useId();
  const problemsId = useId();
  const counterId = useId();
  const [css, setCss] = useState(stored.css);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useUpdateCustomCss();
  const { t } = useT();
  const bytes = cssBytes(css);
  const over = bytes > CUSTOM_CSS_MAX_BYTES;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblems([]);
    save.mutate(css, {
      onSuccess: (saved) => {
        setCss(saved.css);
        showToast("success", saved.css ? t("customCss.saved") : t("customCss.removed"));
      },
      // The server's own words: which line, and why.
      onError: (error) => setProblems([error.message || t("customCss.failed")]),
    });
  };

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="card flex flex-col gap-4 bg-base-100 p-6 shadow-md"
        aria-describedby={problems.length ? problemsId : undefined}
      >
        {problems.length > 0 && <ProblemList id={problemsId} problems={problems} />}
        <FormField id={id} label={t("customCss.field")} hint={t("customCss.fieldHint")}>
          {(control) => (
            <textarea
              {...control}
              aria-describedby={`${control["aria-describedby"] ?? ""} ${counterId}`.trim()}
              name="css"
              className="textarea w-full font-mono text-sm"
              rows={16}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              value={css}
              onChange={(event) => setCss(event.target.value)}
            />
          )}
        </FormField>
        <p id={counterId} className={`text-sm ${over ? "font-semibold text-error" : "text-base-content/80"}`}>
          {over
            ? t("customCss.sizeOver", { bytes, limit: CUSTOM_CSS_MAX_BYTES, over: bytes - CUSTOM_CSS_MAX_BYTES })
            : t("customCss.size", { bytes, limit: CUSTOM_CSS_MAX_BYTES })}
        </p>
        <div>
          <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
            {t("customCss.save")}
          </button>
        </div>
      </form>
      <Revisions revisions={stored.revisions} onRestored={setCss} />
    </>
  );
}

function Revisions({
  revisions,
  onRestored,
}: {
  revisions: CustomCssRevisionSummary[];
  onRestored: (css: string) => void;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="custom-css-revisions" className="space-y-2">
      <h2 id="custom-css-revisions" className="text-xl font-bold">
        {t("customCss.revisions")}
      </h2>
      {revisions.length === 0 ? (
        <p className="text-base-content/80">{t("customCss.noRevisions")}</p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300">
          {revisions.map((revision) => (
            <RevisionRow key={revision.id} revision={revision} onRestored={onRestored} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One kept version: when it was replaced, its size, its text on request, and restoring it after a confirm. */
function RevisionRow({
  revision,
  onRestored,
}: {
  revision: CustomCssRevisionSummary;
  onRestored: (css: string) => void;
}) {
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const text = useCustomCssRevision(revision.id, shown);
  const restore = useRestoreCustomCssRevision();
  const { t, locale } = useT();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const when = adminTime(revision.at, locale);
  const textId = useId();

  // The button pressed is replaced by the question: keyboard focus goes with it, and back when cancelled.
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (returnFocus) restoreRef.current?.focus();
  }, [confirming, returnFocus]);

  const onConfirm = () =>
    restore.mutate(revision.id, {
      onSuccess: (stored) => {
        onRestored(stored.css);
        setConfirming(false);
        showToast("success", t("customCss.restored"));
      },
      onError: (error) => showToast("error", error.message || t("customCss.failed")),
    });

  return (
    <li className="flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="grow">
          {withNodes(t("customCss.replaced", { when: NODE_MARKS[0] }), [
            <time key="when" dateTime={revision.at}>
              {when}
            </time>,
          ])}
          <span className="text-base-content/80">
            {" · "}
            {revision.bytes === 0 ? t("customCss.emptyVersion") : t("customCss.bytes", { count: revision.bytes })}
          </span>
        </span>
        {revision.bytes > 0 && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-expanded={shown}
            aria-controls={textId}
            onClick={() => setShown((value) => !value)}
          >
            {withHiddenWords(
              t("customCss.versionAction", { verb: NODE_MARKS[0], when }),
              shown ? t("customCss.hide") : t("customCss.show"),
            )}
          </button>
        )}
        {!confirming && (
          <button
            ref={restoreRef}
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => {
              setReturnFocus(false);
              setConfirming(true);
            }}
          >
            {withHiddenWords(t("customCss.versionAction", { verb: NODE_MARKS[0], when }), t("customCss.restore"))}
          </button>
        )}
      </div>
      {confirming && (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="float-start me-1 text-sm">{t("customCss.restoreQuestion")}</legend>
          <button
            ref={confirmRef}
            type="button"
            className="btn btn-primary btn-sm"
            disabled={restore.isPending}
            aria-busy={restore.isPending}
            onClick={onConfirm}
          >
            {t("customCss.restoreConfirm")}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setReturnFocus(true);
              setConfirming(false);
            }}
          >
            {t("common.cancel")}
          </button>
        </fieldset>
      )}
      {shown && (
        <div id={textId}>
          {text.isPending && <Spinner label={t("customCss.versionLoading")} />}
          {text.isError && <p role="alert">{t("customCss.versionFailed")}</p>}
          {text.data && (
            <section
              aria-label={t("customCss.versionText", { when })}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
              tabIndex={0}
              className="max-h-64 overflow-auto rounded-box bg-base-200 p-3"
            >
              <pre className="font-mono text-sm whitespace-pre-wrap">{text.data.css}</pre>
            </section>
          )}
        </div>
      )}
    </li>
  );
}
