import { FOLLOWER_MAIL_TEXTS, MAIL_LINK_PATHS } from "@shared/mail-links";
import { MailUnsubscribe } from "@web/components/MailUnsubscribe";
import { useSiteIdentity } from "@web/lib/siteIdentity";
import { SCREEN_TITLES } from "@web/lib/title";
import { useStopFollowerMail } from "./api/stopFollowerMail";

/** A follower mail's unsubscribe link, opened in a browser (decision 0068): it stops these mails, not the following. */
export default function FollowerUnsubscribePage() {
  const siteName = useSiteIdentity().name;
  return (
    <MailUnsubscribe
      title={SCREEN_TITLES.followerUnsubscribe}
      action={MAIL_LINK_PATHS.followerUnsubscribe}
      formLabel="Stop mail from writers you follow"
      intro={`${siteName} mails you when a writer you follow publishes. Following stays as it is; only these mails stop.`}
      button="Stop these mails"
      texts={FOLLOWER_MAIL_TEXTS}
      stop={useStopFollowerMail()}
    />
  );
}
