import { postPath } from "@shared/slug";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { JobHandler } from "../jobs/queue";
import type { Mailer } from "../mail/mailer";
import { siteSettings } from "../settings/service";
import { commentMailListHeaders, commentMailToken, commentMailUnsubscribeUrl } from "./comment-mail-links";
import { type CommentMailJob, commentMailSchema, enqueueCommentMail } from "./comment-mail-schedule";
import { commentMail } from "./comment-mail-template";

export type CommentMailDeps = {
  db: Kysely<Database>;
  baseUrl: string;
  secret: string;
  mailer: Mailer;
  now: () => number;
};

const origin = (baseUrl: string) => baseUrl.replace(/\/+$/u, "");

/**
 * Mails one person everything waiting about one post, then marks it sent (decision 0106). Whoever turned
 * comment mail off since, or whose post is gone, gets nothing and their waiting rows are let go. A
 * comment that arrived while this ran, unseen by it, gets a mail of its own an hour on.
 */
export function commentMailHandler(deps: CommentMailDeps): JobHandler<CommentMailJob> {
  const pending = (db: Kysely<Database>, job: CommentMailJob) =>
    db
      .selectFrom("notification")
      .where("recipient_id", "=", job.recipientId)
      .where("blog_id", "=", job.blogId)
      .where("mail_pending", "=", 1);
  const release = (ids: string[]) =>
    ids.length === 0
      ? Promise.resolve()
      : deps.db
          .updateTable("notification")
          .set({ mail_pending: 0 })
          .where("id", "in", ids)
          .execute()
          .then(() => {});

  return {
    schema: commentMailSchema,
    run: async (job) => {
      const rows = await pending(deps.db, job)
        .select(["id", "type", "actor_name", "body"])
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      if (rows.length === 0) return;
      const ids = rows.map((row) => row.id);
      const recipient = await deps.db
        .selectFrom("user")
        .innerJoin("profile", "profile.user_id", "user.id")
        .select(["user.email", "profile.notify_comments"])
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
        await release(ids);
        return;
      }
      const siteName = await siteSettings(deps.db).title();
      const token = commentMailToken(deps.secret, job.recipientId);
      const mail = commentMail({
        siteName,
        siteUrl: `${origin(deps.baseUrl)}/`,
        postTitle: post.title,
        postUrl: `${origin(deps.baseUrl)}${postPath(post.handle, post.slug)}`,
        comments: rows.map((row) => ({
          type: row.type === "reply" ? "reply" : "comment",
          actorName: row.actor_name,
          body: row.body ?? "",
        })),
        unsubscribeUrl: commentMailUnsubscribeUrl(deps.baseUrl, token),
        settingsUrl: `${origin(deps.baseUrl)}/settings`,
      });
      await deps.mailer.send({
        to: recipient.email,
        ...mail,
        headers: commentMailListHeaders(deps.baseUrl, token, siteName),
      });
      await release(ids);
      const late = await pending(deps.db, job).select("id").orderBy("created_at").limit(1).executeTakeFirst();
      if (late) await enqueueCommentMail(deps.db, job, late.id, deps.now());
    },
  };
}
