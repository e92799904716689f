import { slugCandidate, slugFromTitle } from "@shared/slug";
import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/** Blogs given a slug per query, so a large site is never held in memory at once. */
const BACKFILL_BATCH = 1000;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
type AnyDb = Kysely<any>;

/**
 * Issue 21, readable URLs (docs/decisions/0034):
 * - `blog.slug`: the post's address under its writer, `/@handle/{slug}`, unique per writer (partial
 *   index: an empty slug is a row written by a tool that left it to `ensureEverySlug`).
 * - `blog_slug_alias`: slugs a post had before it was renamed; they answer 301 to the current one and
 *   no other post of that writer may take them.
 * - The data revision (migration 005) also moves when an account's name, photo or handle changes,
 *   since every cached blog answer carries its author as they are now.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("blog")
    .addColumn("slug", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("blog_slug_alias")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("author_email", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("blog_id", "text", (c) => c.notNull().references("blog.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("blog_slug_alias_author_slug_idx")
    .on("blog_slug_alias")
    .columns(["author_email", "slug"])
    .unique()
    .execute();
  await db.schema.createIndex("blog_slug_alias_blog_id_idx").on("blog_slug_alias").column("blog_id").execute();

  await backfillSlugs(db);
  await db.schema
    .createIndex("blog_author_slug_idx")
    .on("blog")
    .columns(["author_email", "slug"])
    .unique()
    .where(sql.ref("slug"), "<>", "")
    .execute();

  if (engineOf(db) === "postgres") {
    // bump_data_revision() is migration 005's; better-auth's user table is quoted: `user` is reserved.
    for (const table of ["profile", "user"]) {
      await sql`create trigger ${sql.raw(`${table}_revision`)} after update or delete
        on ${sql.table(table)} for each statement execute function bump_data_revision()`.execute(db);
    }
  } else {
    for (const table of ["profile", "user"]) {
      await sql`create trigger ${sql.raw(`${table}_update_revision`)} after update on ${sql.table(table)}
        begin update data_revision set revision = revision + 1 where id = 1; end`.execute(db);
    }
  }
}

/**
 * Every blog gets the first free slug its title gives, numbered per writer in the order they wrote:
 * blogs are read a writer at a time, so only that writer's slugs are held in memory.
 */
async function backfillSlugs(db: AnyDb): Promise<void> {
  let after: { email: string; created: string; id: string } | undefined;
  let taken = new Set<string>();
  let writer: string | undefined;
  for (;;) {
    let query = db
      .selectFrom("blog")
      .select(["id", "title", "created_at", sql<string>`coalesce(author_email, '')`.as("email")])
      .orderBy(sql`coalesce(author_email, '')`)
      .orderBy("created_at")
      .orderBy("id")
      .limit(BACKFILL_BATCH);
    if (after) {
      const { email, created, id } = after;
      query = query.where(sql<boolean>`(coalesce(author_email, ''), created_at, id) > (${email}, ${created}, ${id})`);
    }
    const rows: Array<{ id: string; title: string; created_at: string; email: string }> = await query.execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      if (row.email !== writer) {
        writer = row.email;
        taken = new Set();
      }
      const base = slugFromTitle(row.title);
      let attempt = 0;
      while (taken.has(slugCandidate(base, attempt))) attempt++;
      const slug = slugCandidate(base, attempt);
      taken.add(slug);
      await db.updateTable("blog").set({ slug }).where("id", "=", row.id).execute();
    }
    const last = rows.at(-1);
    if (last) after = { email: last.email, created: last.created_at, id: last.id };
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (engineOf(db) === "postgres") {
    for (const table of ["profile", "user"]) {
      await sql`drop trigger if exists ${sql.raw(`${table}_revision`)} on ${sql.table(table)}`.execute(db);
    }
  } else {
    for (const table of ["profile", "user"]) {
      await sql`drop trigger if exists ${sql.raw(`${table}_update_revision`)}`.execute(db);
    }
  }
  await db.schema.dropIndex("blog_author_slug_idx").ifExists().execute();
  await db.schema.dropTable("blog_slug_alias").ifExists().execute();
  await db.schema.alterTable("blog").dropColumn("slug").execute();
}
