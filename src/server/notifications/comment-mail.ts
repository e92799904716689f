import { postPath } from "@shared/slug";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { JobHandler } from "../jobs/queue";
import { mailLanguage } from "../mail/mail-language";
import type { Mailer } from "../mail/mailer";
import { accountMailToken, listHeaders, unsubscribeUrl } from "../mail/reader-links";
import { commentMail } from "../mail/templates/comment-mail";
import { siteSettings } from "../settings/service";
import {
  type CommentMailJob,
  commentMailDueAt,
  commentMailHourEnds,
  commentMailSchema,
  enqueueCommentMail,
  holdCommentMailRow,
} from "./comment-mail-schedule";

export type CommentMailDeps = {
  db: Kysely<Database>;
  baseUrl: string;
  secret: string;
  mailer: Mailer;
  now: () => number;
};

const origin = (baseUrl: string) => baseUrl.replace(/\/+$/u, "");

/**
 * Mails one person everything waiting about one post, then marks it sent (decisions 0106, 0119). Whoever
 * turned comment mail off since, or whose post is gone, gets nothing and their waiting rows are let go.
 * What arrived while this ran, unseen by it, is scheduled as any comment is: an hour after this mail.
 */
export function commentMailHandler(deps: CommentMailDeps): JobHandler<CommentMailJob> {
  const pending = (db: Kysely<Database>, job: CommentMailJob) =>
    db
      .selectFrom("notification")
      .where("recipient_id", "=", job.recipientId)
      .where("blog_id", "=", job.blogId)
      .where("mail_pending", "=", 1);
  /**
   * Lets the rows go (mailed at `sentAt`, or not at all) and schedules what came in meanwhile, together:
   * a comment committed before this took the row is seen here; one after it sees the rows let go and
   * schedules itself.
   */
  const release = (job: CommentMailJob, ids: string[], sentAt?: number) =>
    deps.db.transaction().execute(async (trx) => {
      const lastMailedAt = await holdCommentMailRow(trx, job, sentAt);
      await trx.updateTable("notification").set({ mail_pending: 0 }).where("id", "in", ids).execute();
      const late = await pending(trx, job).select("id").limit(1).executeTakeFirst();
      const now = deps.now();
      if (late) await enqueueCommentMail(trx, job, commentMailDueAt(now, lastMailedAt), now);
    });

  return {
    schema: commentMailSchema,
    // A person waits for the first comment's mail within a minute; bulk post mail must not hold it back.
    urgent: true,
    run: async (job) => {
      const rows = await pending(deps.db, job)
        .select(["id", "type", "actor_name", "body"])
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      if (rows.length === 0) return;
      const ids = rows.map((row) => row.id);
      // A job due before the hour since the last mail is up (two scheduled for one post) sends nothing
      // early: it leaves the rows waiting for the mail an hour after the last.
      const sent = await deps.db
        .selectFrom("comment_mail_sent")
        .select("last_mailed_at")
        .where("recipient_id", "=", job.recipientId)
        .where("blog_id", "=", job.blogId)
        .executeTakeFirst();
      const lastMailedAt = sent?.last_mailed_at ? Date.parse(sent.last_mailed_at) : null;
      const now = deps.now();
      const hourEnds = commentMailHourEnds(lastMailedAt);
      if (hourEnds > now) {
        await enqueueCommentMail(deps.db, job, hourEnds, now);
        return;
      }
      const recipient = await deps.db
        .selectFrom("user")
        .innerJoin("profile", "profile.user_id", "user.id")
        .select(["user.email", "profile.notify_comments", "profile.language"])
        .where("user.id", "=", job.recipientId)
        .executeTakeFirst();
      const post = await deps.db
        .selectFrom("blog")
        .innerJoin("user", "user.email", "blog.author_email")
        .innerJoin("profile", "profile.user_id", "user.id")
        .select(["blog.title", "blog.slug", "profile.handle"])
        .where("blog.id", "=", job.blogId)
        .where("blog.visibility", "=", 0)
        .executeTakeFirst();
      if (!recipient || Number(recipient.notify_comments) !== 1 || !post) {
        await release(job, ids);
        return;
      }
      const settings = siteSettings(deps.db);
      const siteName = await settings.title();
      const token = accountMailToken(deps.secret, "comments", job.recipientId);
      const language = mailLanguage(recipient.language, (await settings.get()).defaultLanguage);
      const mail = commentMail(
        {
          siteName,
          siteUrl: `${origin(deps.baseUrl)}/`,
          postTitle: post.title,
          postUrl: `${origin(deps.baseUrl)}${postPath(post.handle, post.slug)}`,
          comments: rows.map((row) => ({
            type: row.type === "reply" ? "reply" : "comment",
            actorName: row.actor_name,
            body: row.body ?? "",
          })),
          unsubscribeUrl: unsubscribeUrl(deps.baseUrl, "comments", token, language),
          settingsUrl: `${origin(deps.baseUrl)}/settings`,
        },
        language,
      );
      await deps.mailer.send({
        to: recipient.email,
        ...mail,
        headers: listHeaders("comments", { baseUrl: deps.baseUrl, token, language, siteName }),
      });
      await release(job, ids, deps.now());
    },
  };
}
