import type { Kysely } from "kysely";

/**
 * Issue 45: posts imported from WordPress, Ghost, Substack and Medium (docs/decisions/0108).
 * - `import_run`: one uploaded file and how its import went; counts and problems are JSON text, written
 *   as the job goes so the admin screen shows progress.
 * - `import_item`: what each source item became here, keyed by (source, kind, source id): importing the
 *   same file again finds every item and adds nothing twice, and a job resumed after a crash skips
 *   what it had already written.
 * - `import_redirect`: an imported post's old address (path and query) → the post, answered with a 301
 *   only where the site itself has nothing (decision 0110).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("import_run")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("file_key", "text", (c) => c.notNull())
    .addColumn("author_email", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("counts", "text", (c) => c.notNull())
    .addColumn("problems", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("import_item")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("source_id", "text", (c) => c.notNull())
    .addColumn("local_id", "text", (c) => c.notNull())
    .addColumn("run_id", "varchar(24)", (c) => c.notNull())
    .addPrimaryKeyConstraint("import_item_pk", ["source", "kind", "source_id"])
    .execute();
  await db.schema
    .createTable("import_redirect")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("blog_id", "varchar(24)", (c) => c.notNull().references("blog.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("import_redirect_blog_idx").on("import_redirect").column("blog_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("import_redirect").ifExists().execute();
  await db.schema.dropTable("import_item").ifExists().execute();
  await db.schema.dropTable("import_run").ifExists().execute();
}
