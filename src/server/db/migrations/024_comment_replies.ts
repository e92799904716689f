import type { Kysely } from "kysely";

/**
 * Issue 44, threaded replies (decision 0100):
 * - `comment.parent_id`: the top-level comment a reply belongs to, null for a top-level comment. One
 *   level deep: a reply to a reply stores the same top-level parent. No foreign key: a deleted parent
 *   with replies stays as a placeholder, and the one code path that deletes comments
 *   (db/comment-thread.ts) removes a thread's rows together, which a cascade would do behind its back.
 * - `comment.deleted_at`: set when a parent with replies is deleted; its text and author are blanked,
 *   and the row stays so its replies keep their place. Null for every live comment.
 * - An index on `parent_id` serves "the replies of these top-level comments" and "has it replies?".
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("comment").addColumn("parent_id", "varchar(24)").execute();
  await db.schema.alterTable("comment").addColumn("deleted_at", "text").execute();
  await db.schema.createIndex("comment_parent_idx").on("comment").columns(["parent_id", "created_at"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("comment_parent_idx").ifExists().execute();
  // Replies become top-level comments again and placeholders go, as they would have had no threads.
  await db.deleteFrom("comment").where("deleted_at", "is not", null).execute();
  await db.schema.alterTable("comment").dropColumn("deleted_at").execute();
  await db.schema.alterTable("comment").dropColumn("parent_id").execute();
}
