import { CONFIRM_OUTCOMES, type ConfirmOutcome, MAIL_LINK_PATHS, outcomeOf } from "@shared/mail-links";
import { NEWSLETTER_TEXTS } from "@shared/newsletter";
import { LinkProblem, MailLinkFrame, MISSING_TOKEN, Outcome } from "@web/components/MailLinkFrame";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { ApiRequestError } from "@web/lib/api";
import { Link, useSearchParams } from "@web/lib/router";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { useSiteIdentity } from "@web/lib/siteIdentity";
import type { FormEvent, ReactNode } from "react";
import { useConfirmSubscription } from "./api/confirmSubscription";

export const CONFIRM_FAILED = "We could not confirm your subscription right now. Please try again.";

/** What the server's page says after the form was posted without scripts (decision 0068). */
const POSTED_PROBLEM: Record<Exclude<ConfirmOutcome, "confirmed">, string> = {
  "not-found": NEWSLETTER_TEXTS.confirmNotFound,
  expired: NEWSLETTER_TEXTS.confirmExpired,
};

function Confirmed({ message, takeFocus }: { message: string; takeFocus: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <Outcome tone="success" takeFocus={takeFocus}>
        {message}
      </Outcome>
      <p>Every newsletter mail carries a link to choose categories and frequency, or to unsubscribe.</p>
      <Link to="/" className="btn btn-primary self-start">
        Back to Home
      </Link>
    </div>
  );
}

/**
 * The page the confirmation mail links to. Opening it changes nothing: mail scanners fetch every link
 * in a mail, so only the reader's click on the button confirms (decision 0036). The server draws the
 * button in a real form posting the token, so it works before the scripts and without them; once they
 * run, the same press goes through the API and the answer shows in place (decision 0068).
 */
export default function ConfirmSubscriptionPage() {
  useDocumentTitle(SCREEN_TITLES.newsletterConfirm);
  const siteName = useSiteIdentity().name;
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const posted = outcomeOf(params, CONFIRM_OUTCOMES);
  const confirm = useConfirmSubscription();
  const { error } = confirm;
  // Used, made up (404) or expired (400): pressing again cannot help, so the button goes away.
  const final = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(token);
  };

  let content: ReactNode;
  if (confirm.isSuccess) content = <Confirmed message={confirm.data.message} takeFocus />;
  else if (final) content = <LinkProblem message={error.message} takeFocus />;
  else if (posted === "confirmed") content = <Confirmed message={NEWSLETTER_TEXTS.confirmed} takeFocus={false} />;
  else if (posted) content = <LinkProblem message={POSTED_PROBLEM[posted]} />;
  else if (token === "") content = <LinkProblem message={MISSING_TOKEN} />;
  else
    content = (
      <form
        method="post"
        action={MAIL_LINK_PATHS.newsletterConfirm}
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label="Confirm your subscription"
      >
        <input type="hidden" name="token" value={token} />
        <p>{`Press the button to start receiving the ${siteName} newsletter at the address this mail was sent to.`}</p>
        {error && <Outcome tone="error">{error.message || CONFIRM_FAILED}</Outcome>}
        <button
          type="submit"
          className="btn btn-primary self-start"
          disabled={confirm.isPending}
          aria-busy={confirm.isPending}
        >
          Confirm subscription
        </button>
      </form>
    );

  return <MailLinkFrame title={SCREEN_TITLES.newsletterConfirm}>{content}</MailLinkFrame>;
}
