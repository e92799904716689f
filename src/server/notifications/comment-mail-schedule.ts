import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue";

/** The job that mails a person what was said under one post in the past hour (decision 0106). */
export const COMMENT_MAIL = "comment-mail";
export const COMMENT_MAIL_DELAY_MS = 60 * 60 * 1000;

export const commentMailSchema = z.object({ recipientId: z.string(), blogId: z.string() });
export type CommentMailJob = z.infer<typeof commentMailSchema>;

/**
 * Called in the transaction that stored notification `notificationId` as waiting for mail. The first one
 * waiting for this person and post schedules the mail an hour on; later ones find it waiting and join
 * it. Two comments committing at the same moment may each schedule one: the first to run mails both,
 * the second finds nothing left and sends nothing.
 */
export async function scheduleCommentMail(
  db: Kysely<Database>,
  job: CommentMailJob,
  notificationId: string,
  at: number,
): Promise<void> {
  const earlier = await db
    .selectFrom("notification")
    .select("id")
    .where("recipient_id", "=", job.recipientId)
    .where("blog_id", "=", job.blogId)
    .where("mail_pending", "=", 1)
    .where("id", "!=", notificationId)
    .limit(1)
    .executeTakeFirst();
  if (!earlier) await enqueueCommentMail(db, job, notificationId, at);
}

/** The mail an hour after `at`, keyed by the first notification it is for, so a repeat writes nothing. */
export async function enqueueCommentMail(
  db: Kysely<Database>,
  job: CommentMailJob,
  firstNotificationId: string,
  at: number,
): Promise<void> {
  await enqueueJob(
    db,
    {
      kind: COMMENT_MAIL,
      payload: job,
      runAt: at + COMMENT_MAIL_DELAY_MS,
      dedupeKey: `comment-mail:${firstNotificationId}`,
    },
    at,
  );
}
