import type { Kysely } from "kysely";

/**
 * Issue 44: a signed-in person's notifications (decision 0105) and the switch for comment mail (0106).
 * - `notification`: one row per event for its recipient, with what the list shows copied in (the actor's
 *   name, handle and avatar, the target's title and address) so a row still reads after a remote actor or
 *   a post changes; `blog_id` and `mail_pending` let the batched comment mail find what it has not sent.
 *   (recipient_id, created_at, id) serves the list, newest first, and its cursor; the unread count too.
 * - `profile.notify_comments`: 1 (the default) while the writer wants mail about comments and replies.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("notification")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("recipient_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("actor_handle", "text")
    .addColumn("actor_image", "text")
    .addColumn("target_title", "text", (c) => c.notNull())
    .addColumn("target_url", "text", (c) => c.notNull())
    .addColumn("blog_id", "varchar(24)")
    .addColumn("body", "text")
    .addColumn("mail_pending", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .execute();
  await db.schema
    .createIndex("notification_recipient_idx")
    .on("notification")
    .columns(["recipient_id", "created_at", "id"])
    .execute();
  await db.schema
    .alterTable("profile")
    .addColumn("notify_comments", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("profile").dropColumn("notify_comments").execute();
  await db.schema.dropTable("notification").ifExists().execute();
}
