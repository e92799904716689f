import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { ApiRequestError } from "@web/lib/api";
import { SCREEN_TITLES } from "@web/lib/title";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { useConfirmSubscription } from "./api/confirmSubscription";
import { LinkProblem, MISSING_TOKEN, NewsletterFrame, Outcome } from "./NewsletterFrame";

export const CONFIRM_FAILED = "We could not confirm your subscription right now. Please try again.";

/**
 * The page the confirmation mail links to. Opening it changes nothing: mail scanners fetch every link
 * in a mail, so only the reader's click on the button confirms (decision 0036).
 */
export default function ConfirmSubscriptionPage() {
  useDocumentTitle(SCREEN_TITLES.newsletterConfirm);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirm = useConfirmSubscription();
  const { error } = confirm;
  // Used, made up (404) or expired (400): pressing again cannot help, so the button goes away.
  const final = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

  let content: ReactNode;
  if (token === "") content = <LinkProblem message={MISSING_TOKEN} />;
  else if (confirm.isSuccess)
    content = (
      <div className="flex flex-col gap-4">
        <Outcome tone="success" takeFocus>
          {confirm.data.message}
        </Outcome>
        <p>Every newsletter mail carries a link to choose categories and frequency, or to unsubscribe.</p>
        <Link to="/" className="btn btn-primary self-start">
          Back to Home
        </Link>
      </div>
    );
  else if (final) content = <LinkProblem message={error.message} takeFocus />;
  else
    content = (
      <div className="flex flex-col gap-4">
        <p>Press the button to start receiving the Inkwell newsletter at the address this mail was sent to.</p>
        {error && <Outcome tone="error">{error.message || CONFIRM_FAILED}</Outcome>}
        <button
          type="button"
          className="btn btn-primary self-start"
          disabled={confirm.isPending}
          aria-busy={confirm.isPending}
          onClick={() => confirm.mutate(token)}
        >
          Confirm subscription
        </button>
      </div>
    );

  return <NewsletterFrame title={SCREEN_TITLES.newsletterConfirm}>{content}</NewsletterFrame>;
}
