import { FOLLOWER_MAIL_TEXTS, MAIL_LINK_PATHS, UNSUBSCRIBE_API_PATHS } from "@shared/mail-links";
import { COMMENT_MAIL_TEXTS } from "@shared/notifications";
import type { FastifyInstance } from "fastify";
import type { ProfileTable } from "../db/schema";
import { type AccountMail, verifyAccountMailToken } from "../mail/reader-links";

/**
 * The mails an account gets about its own follows and posts, and what their unsubscribe links turn off:
 * one row each, read by the one-click API, the GET that leads to the page, and the page's form post.
 * Delivery and notifications decide who gets these mails; the switch they read is the column here.
 */
export const ACCOUNT_MAILS: Record<
  AccountMail,
  {
    /** The one-click address under /api, as the mails' List-Unsubscribe headers carry it. */
    apiPath: string;
    /** The page a person opening that address is sent to, and its form's address. */
    pagePath: string;
    column: keyof Pick<ProfileTable, "notify_followed" | "notify_comments">;
    texts: { stopped: string; badToken: string };
    /**
     * A browser's form post (Accept: text/html) to the one-click address is sent on to the page with the
     * outcome: the comment mail's first page (decision 0107) posted there, and may still be open in a tab.
     */
    answersBrowsers: boolean;
    /** What the mail is called in the API's documentation ("a follower mail"). */
    name: string;
    /** Where the API's documentation files it. */
    tag: string;
    summary: string;
    description: string;
  }
> = {
  follower: {
    apiPath: UNSUBSCRIBE_API_PATHS.follower,
    pagePath: MAIL_LINK_PATHS.followerUnsubscribe,
    column: "notify_followed",
    texts: FOLLOWER_MAIL_TEXTS,
    answersBrowsers: false,
    name: "a follower mail",
    tag: "follows",
    summary: "Stop mail about new posts of followed writers (RFC 8058 one-click)",
    description:
      "The token comes from the List-Unsubscribe header of a follower mail. Following stays as it is; only the mail stops.",
  },
  comments: {
    apiPath: UNSUBSCRIBE_API_PATHS.comments,
    pagePath: MAIL_LINK_PATHS.commentMailUnsubscribe,
    column: "notify_comments",
    texts: COMMENT_MAIL_TEXTS,
    answersBrowsers: true,
    name: "a comment mail",
    tag: "notifications",
    summary: "Stop mail about comments and replies (RFC 8058 one-click)",
    description:
      "The token comes from the List-Unsubscribe header of a comment mail. A browser's form post (Accept: text/html) is sent on to the unsubscribe page with the outcome; others get JSON.",
  },
};

/** Turns off one kind of mail for the account a token names; false when the token is not ours for that kind. */
export async function stopAccountMail(app: FastifyInstance, kind: AccountMail, token: string): Promise<boolean> {
  const userId = verifyAccountMailToken(app.config.authSecret, kind, token);
  if (!userId) return false;
  await app.store.db
    .updateTable("profile")
    .set({ [ACCOUNT_MAILS[kind].column]: 0 })
    .where("user_id", "=", userId)
    .execute();
  return true;
}
