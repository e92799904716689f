import { wordCount } from "@shared/wordCount";
import { type Kysely, sql } from "kysely";

/** Rows recounted per query, so a large site is never held in memory at once. */
const RECOUNT_BATCH = 500;

/** The public lists only ever read published blogs; these indexes hold exactly those rows. */
const PUBLISHED = sql<boolean>`draft = 0`;

/**
 * Issue 12, a writer's tools:
 * - `blog.draft` (0 or 1 on both engines: one representation, one literal in every query): a draft is
 *   seen by its author only.
 * - `comment.edited_at`: when its author last changed the text, or null.
 * - The list indexes become partial (`where draft = 0`), so the public lists, searches and counts walk
 *   only published blogs, from the index alone, as before; the writer's own list gets
 *   (author_email, created_at desc, id desc), which also serves the `author` filter.
 * - Word counts now count the words a reader sees in the rendered Markdown; stored counts are
 *   recomputed so the Features ranking compares like with like.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("blog")
    .addColumn("draft", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("comment").addColumn("edited_at", "text").execute();

  await db.schema
    .createIndex("blog_published_created_at_title_idx")
    .on("blog")
    .columns(["created_at desc", "id desc", "title"])
    .where(PUBLISHED)
    .execute();
  await db.schema.dropIndex("blog_created_at_title_idx").execute();
  await db.schema
    .createIndex("blog_published_category_created_at_title_idx")
    .on("blog")
    .columns(["category", "created_at desc", "id desc", "title"])
    .where(PUBLISHED)
    .execute();
  await db.schema.dropIndex("blog_category_created_at_title_idx").execute();
  await db.schema
    .createIndex("blog_published_word_count_idx")
    .on("blog")
    .columns(["word_count desc", "id"])
    .where(PUBLISHED)
    .execute();
  await db.schema.dropIndex("blog_word_count_idx").execute();
  await db.schema
    .createIndex("blog_author_created_at_idx")
    .on("blog")
    .columns(["author_email", "created_at desc", "id desc"])
    .execute();
  await db.schema.dropIndex("blog_author_email_idx").execute();

  let after = "";
  for (;;) {
    const rows: Array<{ id: string; long_desc: string; word_count: number }> = await db
      .selectFrom("blog")
      .select(["id", "long_desc", "word_count"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(RECOUNT_BATCH)
      .execute();
    for (const row of rows) {
      const count = wordCount(row.long_desc);
      if (count !== Number(row.word_count)) {
        await db.updateTable("blog").set({ word_count: count }).where("id", "=", row.id).execute();
      }
    }
    if (rows.length < RECOUNT_BATCH) break;
    after = rows.at(-1)?.id ?? after;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("blog_author_email_idx").on("blog").column("author_email").execute();
  await db.schema.dropIndex("blog_author_created_at_idx").execute();
  await db.schema.createIndex("blog_word_count_idx").on("blog").columns(["word_count desc", "id"]).execute();
  await db.schema.dropIndex("blog_published_word_count_idx").execute();
  await db.schema
    .createIndex("blog_category_created_at_title_idx")
    .on("blog")
    .columns(["category", "created_at desc", "id desc", "title"])
    .execute();
  await db.schema.dropIndex("blog_published_category_created_at_title_idx").execute();
  await db.schema
    .createIndex("blog_created_at_title_idx")
    .on("blog")
    .columns(["created_at desc", "id desc", "title"])
    .execute();
  await db.schema.dropIndex("blog_published_created_at_title_idx").execute();
  await db.schema.alterTable("comment").dropColumn("edited_at").execute();
  await db.schema.alterTable("blog").dropColumn("draft").execute();
}
