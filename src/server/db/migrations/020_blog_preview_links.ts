import type { Kysely } from "kysely";

/**
 * Issue 43, private previews (docs/decisions/0094): a draft's writer shares one link that lets anyone
 * holding it read the draft. One link per post (the unique blog_id makes asking again return the same
 * one), gone with the post. The token is stored as is so the writer can be shown the link again.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("blog_preview_link")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("blog_id", "text", (c) => c.notNull().unique().references("blog.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("blog_preview_link").ifExists().execute();
}
