import { outcomeOf, UNSUBSCRIBE_OUTCOMES } from "@shared/mail-links";
import type { UseMutationResult } from "@tanstack/react-query";
import { useT } from "@web/i18n/useT";
import { ApiRequestError } from "@web/lib/api";
import { Link, useSearchParams } from "@web/lib/router";
import type { FormEvent, ReactNode } from "react";
import { failureText, LinkProblem, MailLinkFrame, Outcome } from "./MailLinkFrame";
import { useDocumentTitle } from "./useDocumentTitle";

/** The English of `mail.unsubscribe.failed`, which the pages pass in the reader's language as `texts.failed`. */
export const STOP_FAILED = "We could not stop these mails right now. Please try again.";

/**
 * One mail's unsubscribe, as its page states it: where the form posts and what the page says, every
 * word in the reader's language (the caller's, from the part its route loads; the links' names are the
 * shell's).
 */
export type MailUnsubscribeProps = {
  /** The heading and the tab title. */
  title: string;
  /** The page's own path, where its form posts without scripts. */
  action: string;
  /** The form's accessible name. */
  formLabel: string;
  intro: string;
  button: string;
  /** What a press came to: stopped, a bad link, a failure pressing again may cure. */
  texts: { stopped: string; badToken: string; failed: string; missingToken: string };
  /** What the API says of a bad link (in English): the page knows that failure by it and says `texts.badToken`. */
  english: { badToken: string };
  /** The feature's call of its one-click endpoint (JSON `{token}`), used once scripts run. */
  stop: UseMutationResult<{ message: string }, Error, string>;
};

function Stopped({ message, takeFocus }: { message: string; takeFocus: boolean }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-4">
      <Outcome tone="success" takeFocus={takeFocus}>
        {message}
      </Outcome>
      <div className="flex flex-wrap gap-3">
        <Link to="/settings" className="btn btn-primary">
          {t("nav.settings")}
        </Link>
        <Link to="/" className="btn btn-outline">
          {t("error.backHome")}
        </Link>
      </div>
    </div>
  );
}

/**
 * Where a browser opening a mail's unsubscribe link lands (the API's GET of that link sends it here).
 * Opening it changes nothing, since mail scanners fetch every link; the button does. The server draws
 * it as a form posting the token, so it works without scripts (decision 0068); with them, the press
 * goes to the same one-click endpoint mail providers use. The follower mail and the comment mail differ
 * only in what they say and where they post (decision 0115).
 */
export function MailUnsubscribe({
  title,
  action,
  formLabel,
  intro,
  button,
  texts,
  english,
  stop,
}: MailUnsubscribeProps) {
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const posted = outcomeOf(params, UNSUBSCRIBE_OUTCOMES);
  const { error } = stop;
  // A token that is not the site's (400): pressing again cannot help, so the button goes away.
  const final = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  const failure = (fallback: string) => failureText(error, { [english.badToken]: texts.badToken }, fallback);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    stop.mutate(token);
  };

  let content: ReactNode;
  if (stop.isSuccess) content = <Stopped message={texts.stopped} takeFocus />;
  else if (final) content = <LinkProblem message={failure(texts.badToken)} takeFocus />;
  else if (posted === "stopped") content = <Stopped message={texts.stopped} takeFocus={false} />;
  else if (posted === "bad-link") content = <LinkProblem message={texts.badToken} />;
  else if (token === "") content = <LinkProblem message={texts.missingToken} />;
  else
    content = (
      <form method="post" action={action} onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={formLabel}>
        <input type="hidden" name="token" value={token} />
        <p>{intro}</p>
        {error && <Outcome tone="error">{failure(texts.failed)}</Outcome>}
        <button
          type="submit"
          className="btn btn-primary self-start"
          disabled={stop.isPending}
          aria-busy={stop.isPending}
        >
          {button}
        </button>
      </form>
    );

  return <MailLinkFrame title={title}>{content}</MailLinkFrame>;
}
