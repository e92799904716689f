import { FOLLOWER_MAIL_TEXTS, MAIL_LINK_PATHS, UNSUBSCRIBE_API_PATHS } from "@shared/mail-links";
import { COMMENT_MAIL_TEXTS } from "@shared/notifications";
import type { MessageKey } from "@web/i18n/i18n";

/** What one account mail's page says, as keys of the mail part's words (the page loads that part). */
type AccountMailWords = {
  /** The heading and the tab title. */
  title: MessageKey;
  /** The form's accessible name. */
  formLabel: MessageKey;
  /** Takes `{site}`, the site's title. */
  intro: MessageKey;
  button: MessageKey;
  stopped: MessageKey;
  badToken: MessageKey;
};

/**
 * The mails an account can stop from their own page, one row each, as the server's
 * `reader-mail/account-mail.ts` lists them: the page's address (where its form posts without scripts),
 * the one-click address its button uses once scripts run, and what the page says, in the reader's
 * language. `english` is what the API says (the account mails' texts leave it in English): the page
 * knows a failure by it.
 */
export const ACCOUNT_MAIL_PAGES = [
  {
    // Decision 0068: it stops these mails, not the following.
    path: MAIL_LINK_PATHS.followerUnsubscribe,
    api: UNSUBSCRIBE_API_PATHS.follower,
    words: {
      title: "mail.follower.title",
      formLabel: "mail.follower.form",
      intro: "mail.follower.intro",
      button: "mail.follower.button",
      stopped: "mail.follower.stopped",
      badToken: "mail.follower.badToken",
    },
    english: FOLLOWER_MAIL_TEXTS,
  },
  {
    // Decision 0115: it stops these mails; the bell still rings.
    path: MAIL_LINK_PATHS.commentMailUnsubscribe,
    api: UNSUBSCRIBE_API_PATHS.comments,
    words: {
      title: "mail.comments.title",
      formLabel: "mail.comments.form",
      intro: "mail.comments.intro",
      button: "mail.comments.button",
      stopped: "mail.comments.stopped",
      badToken: "mail.comments.badToken",
    },
    english: COMMENT_MAIL_TEXTS,
  },
] as const satisfies readonly { path: string; api: string; words: AccountMailWords; english: object }[];

export type AccountMailPage = (typeof ACCOUNT_MAIL_PAGES)[number];

/** The row for the page at `pathname` (matched as the router does, whatever the case or a closing slash). */
export function accountMailPageAt(pathname: string): AccountMailPage | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/u, "");
  return ACCOUNT_MAIL_PAGES.find((page) => page.path.toLowerCase() === path);
}
