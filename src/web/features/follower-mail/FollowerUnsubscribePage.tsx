import { FOLLOWER_MAIL_TEXTS, FOLLOWER_UNSUBSCRIBE_OUTCOMES, MAIL_LINK_PATHS, outcomeOf } from "@shared/mail-links";
import { LinkProblem, MailLinkFrame, MISSING_TOKEN, Outcome } from "@web/components/MailLinkFrame";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { ApiRequestError } from "@web/lib/api";
import { useSiteIdentity } from "@web/lib/siteIdentity";
import { SCREEN_TITLES } from "@web/lib/title";
import type { FormEvent, ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { useStopFollowerMail } from "./api/stopFollowerMail";

export const STOP_FAILED = "We could not stop these mails right now. Please try again.";

function Stopped({ takeFocus }: { takeFocus: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <Outcome tone="success" takeFocus={takeFocus}>
        {FOLLOWER_MAIL_TEXTS.stopped}
      </Outcome>
      <div className="flex flex-wrap gap-3">
        <Link to="/settings" className="btn btn-primary">
          Settings
        </Link>
        <Link to="/" className="btn btn-outline">
          Back to Home
        </Link>
      </div>
    </div>
  );
}

/**
 * Where a browser opening a follower mail's unsubscribe link lands (the API's GET of that link sends it
 * here). Opening it changes nothing, since mail scanners fetch every link; the button does. The server
 * draws it as a form posting the token, so it works without scripts (decision 0068); with them, the
 * press goes to the same one-click endpoint mail providers use.
 */
export default function FollowerUnsubscribePage() {
  useDocumentTitle(SCREEN_TITLES.followerUnsubscribe);
  const siteName = useSiteIdentity().name;
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const posted = outcomeOf(params, FOLLOWER_UNSUBSCRIBE_OUTCOMES);
  const stop = useStopFollowerMail();
  const { error } = stop;
  // A token that is not the site's (400): pressing again cannot help, so the button goes away.
  const final = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    stop.mutate(token);
  };

  let content: ReactNode;
  if (stop.isSuccess) content = <Stopped takeFocus />;
  else if (final) content = <LinkProblem message={error.message || FOLLOWER_MAIL_TEXTS.badToken} takeFocus />;
  else if (posted === "stopped") content = <Stopped takeFocus={false} />;
  else if (posted === "bad-link") content = <LinkProblem message={FOLLOWER_MAIL_TEXTS.badToken} />;
  else if (token === "") content = <LinkProblem message={MISSING_TOKEN} />;
  else
    content = (
      <form
        method="post"
        action={MAIL_LINK_PATHS.followerUnsubscribe}
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label="Stop mail from writers you follow"
      >
        <input type="hidden" name="token" value={token} />
        <p>{`${siteName} mails you when a writer you follow publishes. Following stays as it is; only these mails stop.`}</p>
        {error && <Outcome tone="error">{error.message || STOP_FAILED}</Outcome>}
        <button
          type="submit"
          className="btn btn-primary self-start"
          disabled={stop.isPending}
          aria-busy={stop.isPending}
        >
          Stop these mails
        </button>
      </form>
    );

  return <MailLinkFrame title={SCREEN_TITLES.followerUnsubscribe}>{content}</MailLinkFrame>;
}
