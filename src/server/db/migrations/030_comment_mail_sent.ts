import type { Kysely } from "kysely";

/**
 * Issue 53, comment mail within a minute (decision 0119):
 * - `comment_mail_sent`: one row per person and post that comment mail has been about, with when that
 *   person was last mailed about that post (`last_mailed_at`, ISO text; null until the first mail).
 *   The next mail waits until an hour after it. Scheduling and the mail job both update the row, so
 *   they take turns on it: a comment never slips between a mail's last look and its release.
 * Nothing to fill in: a post mailed about before this has no row, so its next comment is mailed within
 * a minute (at most one mail sooner than the old hourly rhythm would have sent).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("comment_mail_sent")
    .addColumn("recipient_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("blog_id", "varchar(24)", (c) => c.notNull().references("blog.id").onDelete("cascade"))
    .addColumn("last_mailed_at", "text")
    .addPrimaryKeyConstraint("comment_mail_sent_pk", ["recipient_id", "blog_id"])
    .execute();
  // Deleting a post cascades here; without an index PostgreSQL would scan the table for each post.
  await db.schema.createIndex("comment_mail_sent_blog_idx").on("comment_mail_sent").column("blog_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("comment_mail_sent").ifExists().execute();
}
