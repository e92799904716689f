import { MailUnsubscribe } from "@web/components/MailUnsubscribe";
import { useLocation } from "@web/lib/router";
import { useSiteIdentity } from "@web/lib/siteIdentity";
import { useStopAccountMail } from "./api/stopAccountMail";
import { ACCOUNT_MAIL_PAGES, accountMailPageAt } from "./mails";

/**
 * An account mail's unsubscribe link, opened in a browser: one screen for every row of
 * ACCOUNT_MAIL_PAGES, chosen by the address it is drawn at. It stops that mail and nothing else.
 */
export default function UnsubscribePage() {
  const mail = accountMailPageAt(useLocation().pathname) ?? ACCOUNT_MAIL_PAGES[0];
  const siteName = useSiteIdentity().name;
  const stop = useStopAccountMail(mail.api);
  return (
    <MailUnsubscribe
      key={mail.path}
      title={mail.title}
      action={mail.path}
      formLabel={mail.formLabel}
      intro={mail.intro(siteName)}
      button={mail.button}
      texts={mail.texts}
      stop={stop}
    />
  );
}
