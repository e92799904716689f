import { CUSTOM_CSS_MAX_BYTES, cssBytes } from "@shared/custom-css";
import type { CustomCss, CustomCssRevisionSummary } from "@shared/custom-css-schemas";
import { FormField } from "@web/components/FormField";
import { LoadError } from "@web/components/LoadError";
import { ProblemList } from "@web/components/ProblemList";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { adminTime } from "./adminUi";
import { useCustomCss } from "./api/getCustomCss";
import { useCustomCssRevision } from "./api/getCustomCssRevision";
import { useRestoreCustomCssRevision } from "./api/restoreCustomCssRevision";
import { useUpdateCustomCss } from "./api/updateCustomCss";

const count = (value: number) => value.toLocaleString("en");

/** The admin's own CSS, added after the site's stylesheet on every page, and the versions it replaced. */
export function CustomCssScreen() {
  useDocumentTitle("Custom CSS · Admin");
  const stored = useCustomCss();
  return (
    <section aria-labelledby="custom-css-title" className="max-w-3xl space-y-4">
      <h1 id="custom-css-title" className="text-3xl font-bold">
        Custom CSS
      </h1>
      <p className="text-base-content/80">
        Rules added to every page after the site's own stylesheet, so they can override it. Pictures and fonts may come
        from this site, https addresses or data: pictures; @import and anything that could run script are refused.
      </p>
      {stored.isPending && <Spinner label="Loading the custom CSS" />}
      {stored.isError && (
        <LoadError
          message="Failed to load the custom CSS. Please try again."
          onRetry={stored.refetch}
          retrying={stored.isFetching}
        />
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
  const bytes = cssBytes(css);
  const over = bytes > CUSTOM_CSS_MAX_BYTES;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblems([]);
    save.mutate(css, {
      onSuccess: (saved) => {
        setCss(saved.css);
        showToast("success", saved.css ? "Custom CSS saved." : "Custom CSS removed.");
      },
      // The server's own words: which line, and why.
      onError: (error) => setProblems([error.message || "That did not work. Try again."]),
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
        <FormField
          id={id}
          label="CSS"
          hint="Leave empty for none. Each save keeps the text it replaces below, so a change can be undone."
        >
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
          {count(bytes)} of {count(CUSTOM_CSS_MAX_BYTES)} bytes
          {over ? `: ${count(bytes - CUSTOM_CSS_MAX_BYTES)} over the limit` : ""}
        </p>
        <div>
          <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
            Save
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
  return (
    <section aria-labelledby="custom-css-revisions" className="space-y-2">
      <h2 id="custom-css-revisions" className="text-xl font-bold">
        Earlier versions
      </h2>
      {revisions.length === 0 ? (
        <p className="text-base-content/80">None yet: each save keeps the text it replaces here.</p>
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
  const confirmRef = useRef<HTMLButtonElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const when = adminTime(revision.at);
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
        showToast("success", "Version restored. The CSS it replaced is kept as the newest version.");
      },
      onError: (error) => showToast("error", error.message || "That did not work. Try again."),
    });

  return (
    <li className="flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="grow">
          Replaced <time dateTime={revision.at}>{when}</time>
          <span className="text-base-content/80">
            {" "}
            · {revision.bytes === 0 ? "empty (no custom CSS)" : `${count(revision.bytes)} bytes`}
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
            {shown ? "Hide" : "Show"} <span className="sr-only">the version replaced {when}</span>
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
            Restore <span className="sr-only">the version replaced {when}</span>
          </button>
        )}
      </div>
      {confirming && (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="float-left mr-1 text-sm">
            Restore this version? It replaces the CSS in force, which is kept as a version; unsaved edits are lost.
          </legend>
          <button
            ref={confirmRef}
            type="button"
            className="btn btn-primary btn-sm"
            disabled={restore.isPending}
            aria-busy={restore.isPending}
            onClick={onConfirm}
          >
            Restore this version
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setReturnFocus(true);
              setConfirming(false);
            }}
          >
            Cancel
          </button>
        </fieldset>
      )}
      {shown && (
        <div id={textId}>
          {text.isPending && <Spinner label="Loading the version" />}
          {text.isError && <p role="alert">Failed to load this version.</p>}
          {text.data && (
            <section
              aria-label={`The version replaced ${when}`}
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
