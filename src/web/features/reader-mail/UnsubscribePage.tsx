import { formAction } from "@shared/mail-links";
import { MailUnsubscribe } from "@web/components/MailUnsubscribe";
import { useT } from "@web/i18n/useT";
import { useLocation, useSearchParams } from "@web/lib/router";
import { useSiteIdentity } from "@web/lib/siteIdentity";
import { useStopAccountMail } from "./api/stopAccountMail";
import { ACCOUNT_MAIL_PAGES, accountMailPageAt } from "./mails";

/**
 * An account mail's unsubscribe link, opened in a browser: one screen for every row of
 * ACCOUNT_MAIL_PAGES, chosen by the address it is drawn at. It stops that mail and nothing else. Its
 * words are the mail part's, in the reader's language.
 */
export default function UnsubscribePage() {
  const mail = accountMailPageAt(useLocation().pathname) ?? ACCOUNT_MAIL_PAGES[0];
  const [params] = useSearchParams();
  const siteName = useSiteIdentity().name;
  const { t } = useT();
  const stop = useStopAccountMail(mail.api);
  const { words } = mail;
  return (
    <MailUnsubscribe
      key={mail.path}
      title={t(words.title)}
      // A mail link's language stays through the form post's answer (decision 0145).
      action={formAction(mail.path, params)}
      formLabel={t(words.formLabel)}
      intro={t(words.intro, { site: siteName })}
      button={t(words.button)}
      texts={{
        stopped: t(words.stopped),
        badToken: t(words.badToken),
        failed: t("mail.unsubscribe.failed"),
        missingToken: t("mail.missingToken"),
      }}
      english={mail.english}
      stop={stop}
    />
  );
}
