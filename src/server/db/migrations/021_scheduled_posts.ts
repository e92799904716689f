import type { Kysely } from "kysely";

/**
 * Issue 43, scheduled posts (docs/decisions/0096): a post its writer scheduled is a draft (visibility's
 * draft bit, so every public read already leaves it out) that carries the moment it is to go public.
 * ISO-8601 text in UTC like created_at, so text order is time order on both engines. The index serves
 * the publisher's "what is due" question, which every instance asks every few seconds; it holds only
 * scheduled posts, so it stays small whatever the number of posts.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("blog").addColumn("publish_at", "text").execute();
  await db.schema
    .createIndex("blog_publish_at_idx")
    .on("blog")
    .column("publish_at")
    .where("publish_at", "is not", null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("blog_publish_at_idx").execute();
  await db.schema.alterTable("blog").dropColumn("publish_at").execute();
}
