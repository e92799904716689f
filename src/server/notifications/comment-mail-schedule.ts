import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue";

/** The job that mails a person what was said under one post since their last mail about it (0106, 0119). */
export const COMMENT_MAIL = "comment-mail";
/** At most one mail per person and post in this long. */
export const COMMENT_MAIL_INTERVAL_MS = 60 * 60 * 1000;
/**
 * How long a first comment waits, so a quick second comment joins its mail. Well under a minute: the
 * worker's poll (5 s by default) and the mail server's answer come on top, and the promise is a minute.
 */
export const COMMENT_MAIL_GATHER_MS = 45 * 1000;

export const commentMailSchema = z.object({ recipientId: z.string(), blogId: z.string() });
export type CommentMailJob = z.infer<typeof commentMailSchema>;

/** When the hour since the last mail about a post is up; 0 before the first. */
export function commentMailHourEnds(lastMailedAt: number | null): number {
  return lastMailedAt === null ? 0 : lastMailedAt + COMMENT_MAIL_INTERVAL_MS;
}

/** When the mail about something that began waiting at `at` goes: soon, unless the last one was recent. */
export function commentMailDueAt(at: number, lastMailedAt: number | null): number {
  return Math.max(at + COMMENT_MAIL_GATHER_MS, commentMailHourEnds(lastMailedAt));
}

/**
 * Takes this person's and post's `comment_mail_sent` row (writing it the first time) and answers when
 * they were last mailed about the post. Scheduling and the mail job's release both come through here,
 * so on PostgreSQL the second waits for the first to commit, and what it reads next is what the first
 * left: a comment can never see rows as waiting that the job has just let go (SQLite has one writer).
 * `sentAt` records a mail sent then; without it the time is left as it was. A post gone has no row to
 * take (its rows went with it) and answers null.
 */
export async function holdCommentMailRow(
  db: Kysely<Database>,
  job: CommentMailJob,
  sentAt?: number,
): Promise<number | null> {
  const stamp = sentAt === undefined ? null : new Date(sentAt).toISOString();
  const row = await db
    .insertInto("comment_mail_sent")
    .columns(["recipient_id", "blog_id", "last_mailed_at"])
    .expression((eb) =>
      eb
        .selectFrom("blog")
        .select([eb.val(job.recipientId).as("recipient_id"), "blog.id", eb.val(stamp).as("last_mailed_at")])
        .where("blog.id", "=", job.blogId),
    )
    .onConflict((conflict) =>
      conflict.columns(["recipient_id", "blog_id"]).doUpdateSet((eb) => ({
        last_mailed_at: stamp === null ? eb.ref("comment_mail_sent.last_mailed_at") : eb.val(stamp),
      })),
    )
    .returning("last_mailed_at")
    .executeTakeFirst();
  return row?.last_mailed_at ? Date.parse(row.last_mailed_at) : null;
}

/**
 * Called in the transaction that stored notification `notificationId` as waiting for mail. The first
 * one waiting for this person and post schedules the mail (commentMailDueAt); later ones find it
 * waiting and join it. Comments for the same person and post take turns on the row, so two at once
 * schedule one mail.
 */
export async function scheduleCommentMail(
  db: Kysely<Database>,
  job: CommentMailJob,
  notificationId: string,
  at: number,
): Promise<void> {
  const lastMailedAt = await holdCommentMailRow(db, job);
  const earlier = await db
    .selectFrom("notification")
    .select("id")
    .where("recipient_id", "=", job.recipientId)
    .where("blog_id", "=", job.blogId)
    .where("mail_pending", "=", 1)
    .where("id", "!=", notificationId)
    .limit(1)
    .executeTakeFirst();
  if (!earlier) await enqueueCommentMail(db, job, commentMailDueAt(at, lastMailedAt), at);
}

/**
 * The mail for this person and post at `runAt`. Keyed by the three, so the job's own late check and a
 * comment scheduling the same mail write one job; a job keeps its key after it ran, but by then every
 * later mail is due later.
 */
export async function enqueueCommentMail(
  db: Kysely<Database>,
  job: CommentMailJob,
  runAt: number,
  now: number,
): Promise<void> {
  await enqueueJob(
    db,
    { kind: COMMENT_MAIL, payload: job, runAt, dedupeKey: `comment-mail:${job.recipientId}:${job.blogId}:${runAt}` },
    now,
  );
}
