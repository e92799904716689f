import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/**
 * Issue 43: free-form tags beside SPEC's five fixed categories (decision 0097).
 * - `tag`: one row per slug (the URL form, unique), with the name as first written.
 * - `blog_tag`: a post's tags in the order its writer gave them. Its primary key (blog_id, tag_id)
 *   serves a post's tags; (tag_id, blog_id) serves a tag's posts (the /tag/:slug list and its count).
 * Writes to `blog_tag` bump `data_revision` like every other public read's tables, so cached lists and
 * posts show a retag at the next read.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("tag")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("blog_tag")
    .addColumn("blog_id", "varchar(24)", (c) => c.notNull().references("blog.id").onDelete("cascade"))
    .addColumn("tag_id", "varchar(24)", (c) => c.notNull().references("tag.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("blog_tag_pk", ["blog_id", "tag_id"])
    .execute();
  await db.schema.createIndex("blog_tag_tag_idx").on("blog_tag").columns(["tag_id", "blog_id"]).execute();

  if (engineOf(db) === "postgres") {
    // bump_data_revision() comes from migration 005.
    await sql`create trigger blog_tag_revision after insert or update or delete or truncate
      on blog_tag for each statement execute function bump_data_revision()`.execute(db);
  } else {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.raw(`blog_tag_${event}_revision`)} after ${sql.raw(event)} on blog_tag
        begin update data_revision set revision = revision + 1 where id = 1; end`.execute(db);
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("blog_tag").ifExists().execute();
  await db.schema.dropTable("tag").ifExists().execute();
}
