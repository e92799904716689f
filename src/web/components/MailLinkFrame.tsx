import { useT } from "@web/i18n/useT";
import { ApiRequestError } from "@web/lib/api";
import { Link } from "@web/lib/router";
import { type ReactNode, useEffect, useRef } from "react";
import { Main } from "./Main";

/**
 * Said when a mail's link reached the page without its token (cut off when copied, for instance). The
 * pages say it in the reader's language (`mail.missingToken`, whose English this is).
 */
export const MISSING_TOKEN =
  "This link is incomplete: it carries no token. Open the link from the mail again, or copy it whole.";

/**
 * What a failed press says on these pages: a failure the page knows by its English (the `english` an API
 * error carries, decision 0146) in the page's own words, whatever else the server said as it said it (in
 * the reader's language), and `fallback` when the server could not be reached or the failure is not the
 * API's.
 */
export function failureText(error: unknown, known: Readonly<Record<string, string>>, fallback: string): string {
  if (!(error instanceof ApiRequestError) || error.status === 0) return fallback;
  return known[error.english] ?? (error.message || fallback);
}

/**
 * The card the pages mails link to sit in (newsletter confirmation and preferences, the follower and
 * comment mails' unsubscribe): a heading and what the link leads to. Its words come from its callers or
 * the shell's part, never the mail part: the reset-password screen, which loads only the shell's and
 * the auth part's words, draws `Outcome` from here too.
 */
export function MailLinkFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Main className="mx-auto w-full max-w-xl px-4 py-10">
      <div className="card bg-base-100 shadow-xl">
        <div className="card-body gap-4">
          <h1 className="card-title text-3xl">{title}</h1>
          {children}
        </div>
      </div>
    </Main>
  );
}

/**
 * The result of a button press, announced (status or alert). With `takeFocus` it also takes the focus
 * when it replaces the button that was pressed, so the keyboard is not dropped back to the page's top.
 * A result the server drew after a form post without scripts needs no focus: it is a new page.
 */
export function Outcome({
  tone,
  takeFocus = false,
  children,
}: {
  tone: "success" | "error";
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={tone === "success" ? "status" : "alert"}
      className={`alert alert-soft focus:outline-none ${tone === "success" ? "alert-success" : "alert-error"}`}
    >
      {children}
    </p>
  );
}

/** A problem the reader cannot fix on this page (a bad or used link), with the way home. */
export function LinkProblem({ message, takeFocus = false }: { message: string; takeFocus?: boolean }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-4">
      <Outcome tone="error" takeFocus={takeFocus}>
        {message}
      </Outcome>
      <Link to="/" className="btn btn-primary self-start">
        {t("error.backHome")}
      </Link>
    </div>
  );
}
