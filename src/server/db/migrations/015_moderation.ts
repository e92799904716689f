import type { Kysely } from "kysely";

/**
 * Issue 24, someone in charge (docs/decisions/0043-moderation-visibility.md):
 * - `blog.draft` becomes a mask of reasons a post is not public (shared/moderation-schemas.ts VISIBILITY): its
 *   author's draft (1, as before), hidden by a moderator (2), its author suspended (4). Every public
 *   query already asks `draft = 0`, the indexes and search triggers of 004/005/008 with it, so a hidden
 *   post leaves lists, search, feeds and federation without a second predicate anywhere.
 * - `comment.hidden`: the same mask for comments (2 hidden, 4 author suspended, 8 held for review).
 * - `profile.suspended_at`: when an admin suspended the account; null while it is in good standing.
 * - `report`: a reader's report of a post or comment, one per reporter and target; a comment held by
 *   the spam rules is a report with no reporter.
 * - `audit_log`: every moderation and admin action, for the admin to read back.
 * - `contact_message.read_at`: when an admin opened it.
 * - `site_setting`: the site's name, description, icon and accent colour, as JSON values by key.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("comment")
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("comment_author_email_idx").on("comment").column("author_email").execute();
  await db.schema.alterTable("profile").addColumn("suspended_at", "text").execute();
  await db.schema.alterTable("contact_message").addColumn("read_at", "text").execute();

  await db.schema
    .createTable("report")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    .addColumn("reporter_id", "text")
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("resolution", "text")
    .addColumn("resolved_by", "text")
    .addColumn("resolved_at", "text")
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("report_reporter_target_idx")
    .on("report")
    .columns(["target_type", "target_id", "reporter_id"])
    .unique()
    .execute();
  await db.schema.createIndex("report_status_idx").on("report").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("actor_id", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    .addColumn("target_label", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("site_setting")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}
