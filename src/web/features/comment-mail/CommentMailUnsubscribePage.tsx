import { MAIL_LINK_PATHS } from "@shared/mail-links";
import { COMMENT_MAIL_TEXTS } from "@shared/notifications";
import { MailUnsubscribe } from "@web/components/MailUnsubscribe";
import { SCREEN_TITLES } from "@web/lib/title";
import { useStopCommentMail } from "./api/stopCommentMail";

/** A comment mail's unsubscribe link, opened in a browser (decision 0115): it stops these mails; the bell still rings. */
export default function CommentMailUnsubscribePage() {
  return (
    <MailUnsubscribe
      title={SCREEN_TITLES.commentMailUnsubscribe}
      action={MAIL_LINK_PATHS.commentMailUnsubscribe}
      formLabel={COMMENT_MAIL_TEXTS.formLabel}
      intro={COMMENT_MAIL_TEXTS.pageIntro}
      button={COMMENT_MAIL_TEXTS.button}
      texts={COMMENT_MAIL_TEXTS}
      stop={useStopCommentMail()}
    />
  );
}
