import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/**
 * Issue 43: series, a writer's ordered run of their own posts (decisions 0098, 0099).
 * - `series`: one per writer and slug (its address `/@handle/series/{slug}`); goes with its writer's account.
 * - `series_post`: a post's place in its series. blog_id is the key, so a post is in one series at most;
 *   (series_id, position) serves a series' posts in order. Deleting a post or a series deletes the rows.
 * Both bump `data_revision`, since a post's answer (cached by it) carries its series' title and neighbours.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("series")
    .addColumn("id", "varchar(24)", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("series_user_slug_unique", ["user_id", "slug"])
    .execute();
  await db.schema
    .createTable("series_post")
    .addColumn("blog_id", "varchar(24)", (c) => c.primaryKey().references("blog.id").onDelete("cascade"))
    .addColumn("series_id", "varchar(24)", (c) => c.notNull().references("series.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("series_post_order_idx").on("series_post").columns(["series_id", "position"]).execute();

  for (const table of ["series", "series_post"]) {
    if (engineOf(db) === "postgres") {
      // bump_data_revision() comes from migration 005.
      await sql`create trigger ${sql.raw(`${table}_revision`)} after insert or update or delete or truncate
        on ${sql.raw(table)} for each statement execute function bump_data_revision()`.execute(db);
    } else {
      for (const event of ["insert", "update", "delete"]) {
        await sql`create trigger ${sql.raw(`${table}_${event}_revision`)} after ${sql.raw(event)} on ${sql.raw(table)}
          begin update data_revision set revision = revision + 1 where id = 1; end`.execute(db);
      }
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("series_post").ifExists().execute();
  await db.schema.dropTable("series").ifExists().execute();
}
