import { CONFIRM_OUTCOMES, type ConfirmOutcome, formAction, MAIL_LINK_PATHS, outcomeOf } from "@shared/mail-links";
import { NEWSLETTER_TEXTS } from "@shared/newsletter";
import { failureText, LinkProblem, MailLinkFrame, Outcome } from "@web/components/MailLinkFrame";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { ApiRequestError } from "@web/lib/api";
import { Link, useSearchParams } from "@web/lib/router";
import { useSiteIdentity } from "@web/lib/siteIdentity";
import type { FormEvent, ReactNode } from "react";
import { useConfirmSubscription } from "./api/confirmSubscription";

/** Said when confirming failed for a reason pressing again may cure (`mail.confirm.failed`'s English). */
export const CONFIRM_FAILED = "We could not confirm your subscription right now. Please try again.";

/** What the server's page says after the form was posted without scripts (decision 0068). */
const POSTED_PROBLEM: Record<Exclude<ConfirmOutcome, "confirmed">, MessageKey> = {
  "not-found": "mail.confirm.notFound",
  expired: "mail.confirm.expired",
};

function Confirmed({ takeFocus }: { takeFocus: boolean }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-4">
      <Outcome tone="success" takeFocus={takeFocus}>
        {t("mail.confirm.confirmed")}
      </Outcome>
      <p>{t("mail.confirm.everyMail")}</p>
      <Link to="/" className="btn btn-primary self-start">
        {t("error.backHome")}
      </Link>
    </div>
  );
}

/**
 * The page the confirmation mail links to. Opening it changes nothing: mail scanners fetch every link
 * in a mail, so only the reader's click on the button confirms (decision 0036). The server draws the
 * button in a real form posting the token, so it works before the scripts and without them; once they
 * run, the same press goes through the API and the answer shows in place (decision 0068). Every word is
 * the page's own in the reader's language, the outcomes of a post without scripts included: the server
 * only names the outcome in the address.
 */
export default function ConfirmSubscriptionPage() {
  const { t } = useT();
  const title = t("mail.confirm.title");
  useDocumentTitle(title);
  const siteName = useSiteIdentity().name;
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const posted = outcomeOf(params, CONFIRM_OUTCOMES);
  const confirm = useConfirmSubscription();
  const { error } = confirm;
  // Used, made up (404) or expired (400): pressing again cannot help, so the button goes away.
  const final = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  // The API's failures this page knows, said in its own words.
  const failure = (fallback: string) =>
    failureText(
      error,
      {
        [NEWSLETTER_TEXTS.confirmNotFound]: t("mail.confirm.notFound"),
        [NEWSLETTER_TEXTS.confirmExpired]: t("mail.confirm.expired"),
      },
      fallback,
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(token);
  };

  let content: ReactNode;
  // The API's success says one thing only (NEWSLETTER_TEXTS.confirmed), which the page says in its language.
  if (confirm.isSuccess) content = <Confirmed takeFocus />;
  else if (final) content = <LinkProblem message={failure(t("mail.confirm.notFound"))} takeFocus />;
  else if (posted === "confirmed") content = <Confirmed takeFocus={false} />;
  else if (posted) content = <LinkProblem message={t(POSTED_PROBLEM[posted])} />;
  else if (token === "") content = <LinkProblem message={t("mail.missingToken")} />;
  else
    content = (
      <form
        method="post"
        action={formAction(MAIL_LINK_PATHS.newsletterConfirm, params)}
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label={title}
      >
        <input type="hidden" name="token" value={token} />
        <p>{t("mail.confirm.intro", { site: siteName })}</p>
        {error && <Outcome tone="error">{failure(t("mail.confirm.failed"))}</Outcome>}
        <button
          type="submit"
          className="btn btn-primary self-start"
          disabled={confirm.isPending}
          aria-busy={confirm.isPending}
        >
          {t("mail.confirm.button")}
        </button>
      </form>
    );

  return <MailLinkFrame title={title}>{content}</MailLinkFrame>;
}
