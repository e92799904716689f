import { FOLLOWER_MAIL_TEXTS, MAIL_LINK_PATHS, UNSUBSCRIBE_API_PATHS } from "@shared/mail-links";
import { COMMENT_MAIL_TEXTS } from "@shared/notifications";
import { SCREEN_TITLES } from "@web/lib/screenTitles";

/**
 * The mails an account can stop from their own page, one row each, as the server's
 * `reader-mail/account-mail.ts` lists them: the page's address (where its form posts without scripts),
 * the one-click address its button uses once scripts run, and what the page says.
 */
export const ACCOUNT_MAIL_PAGES = [
  {
    // Decision 0068: it stops these mails, not the following.
    path: MAIL_LINK_PATHS.followerUnsubscribe,
    api: UNSUBSCRIBE_API_PATHS.follower,
    title: SCREEN_TITLES.followerUnsubscribe,
    formLabel: "Stop mail from writers you follow",
    intro: (siteName: string) =>
      `${siteName} mails you when a writer you follow publishes. Following stays as it is; only these mails stop.`,
    button: "Stop these mails",
    texts: FOLLOWER_MAIL_TEXTS,
  },
  {
    // Decision 0115: it stops these mails; the bell still rings.
    path: MAIL_LINK_PATHS.commentMailUnsubscribe,
    api: UNSUBSCRIBE_API_PATHS.comments,
    title: SCREEN_TITLES.commentMailUnsubscribe,
    formLabel: COMMENT_MAIL_TEXTS.formLabel,
    intro: () => COMMENT_MAIL_TEXTS.pageIntro,
    button: COMMENT_MAIL_TEXTS.button,
    texts: COMMENT_MAIL_TEXTS,
  },
] as const;

export type AccountMailPage = (typeof ACCOUNT_MAIL_PAGES)[number];

/** The row for the page at `pathname` (matched as the router does, whatever the case or a closing slash). */
export function accountMailPageAt(pathname: string): AccountMailPage | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/u, "");
  return ACCOUNT_MAIL_PAGES.find((page) => page.path.toLowerCase() === path);
}
