import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/**
 * Issue 58: the site's own pages (About, Contact, …) and the kept versions of what an admin edits as the
 * site's rather than as a post: a page's text and the custom stylesheet (decision 0139).
 *
 * - `site_page.slug` is unique on its own: a page lives at `/{slug}`, beside the app's routes, not under
 *   a writer's handle. Its writer is kept for the record; the page stays when the account goes.
 * - `site_revision` is one history for every such subject (`page:{id}`, `css`), numbered per subject by
 *   `seq` as a post's versions are (times can tie; numbers cannot). `content` is the version as JSON.
 * - A page shows in the bar, the sitemap and its own cached page, so its writes move `data_revision`
 *   as a post's do (migration 005's function on PostgreSQL, triggers per event on SQLite).
 */
const TRIGGERED = "site_page";
const EVENTS = ["insert", "update", "delete"] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_page")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("author_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .execute();
  await db.schema
    .createTable("site_revision")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("saved_by", "text")
    .addColumn("saved_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("site_revision_seq_idx")
    .on("site_revision")
    .columns(["subject", "seq"])
    .unique()
    .execute();

  if (engineOf(db) === "postgres") {
    await sql`create trigger ${sql.raw(`${TRIGGERED}_revision`)} after insert or update or delete or truncate
      on ${sql.table(TRIGGERED)} for each statement execute function bump_data_revision()`.execute(db);
    return;
  }
  for (const event of EVENTS) {
    await sql`create trigger ${sql.raw(`${TRIGGERED}_${event}_revision`)} after ${sql.raw(event)} on ${sql.table(TRIGGERED)}
      begin update data_revision set revision = revision + 1 where id = 1; end`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_revision").execute();
  await db.schema.dropTable("site_page").execute();
}
