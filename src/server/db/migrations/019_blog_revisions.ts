import type { Kysely } from "kysely";

/**
 * Issue 43, revisions (docs/decisions/0090): the earlier versions of a post's text, written in the
 * transaction of the save that replaced them. `seq` numbers a post's versions in the order they were
 * replaced (times can tie within a millisecond; a number cannot), and its unique index both serves the
 * newest-first list and refuses two versions of one post with the same number. The foreign key takes a
 * post's history with it when the post goes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("blog_revision")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("blog_id", "varchar(24)", (c) => c.notNull().references("blog.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("short_desc", "text", (c) => c.notNull())
    .addColumn("long_desc", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("word_count", "integer", (c) => c.notNull())
    .addColumn("saved_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("blog_revision_seq_idx")
    .on("blog_revision")
    .columns(["blog_id", "seq"])
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("blog_revision").execute();
}
