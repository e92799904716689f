import type { Kysely } from "kysely";

/**
 * Issue 22, posts reach readers:
 * - `follow`: a reader (an account) following a writer. One row per pair; both sides go with their
 *   account. Indexed by author too, since publishing reads a writer's followers.
 * - `profile.notify_followed`: 1 while the reader wants a mail when a writer they follow publishes; an
 *   account setting and the follower mail's one-click unsubscribe turn it to 0.
 * - `post_delivery`: one row per reader a post's mail reached, keyed by post and address. It is what
 *   "sent to N readers" counts, and what keeps a post from mailing anyone twice even after its jobs are
 *   pruned or the post is unpublished and published again.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("follow")
    .addColumn("follower_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("author_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("follow_pk", ["follower_id", "author_id"])
    .execute();
  await db.schema.createIndex("follow_author_id_idx").on("follow").columns(["author_id", "follower_id"]).execute();
  await db.schema
    .alterTable("profile")
    .addColumn("notify_followed", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable("post_delivery")
    .addColumn("blog_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("post_delivery_pk", ["blog_id", "email"])
    .execute();
}
