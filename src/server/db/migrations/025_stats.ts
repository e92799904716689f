import type { Kysely } from "kysely";

/**
 * Issue 44: private visit counts and mail click counts (decisions 0102, 0103). Nothing here names a
 * person: only daily totals, plus the day's salt and the day's hashed visitors, both deleted once the
 * day is over.
 * - `stats_salt`: one random salt per UTC day, shared by every instance.
 * - `stats_seen`: which hashed visitor was already counted today in a scope ("site", a post, a
 *   post's referrer host); its primary key is what makes a visitor count once across instances.
 * - `stats_site_day`, `stats_post_day`, `stats_referrer_day`: the totals the stats screens read, added
 *   to by every instance's flush. Referrer rows with blog_id "*" count the site's visitors per host
 *   (each once, whichever pages they read), so the site view never sums every post's rows. Post rows carry no foreign key: a deleted post's rows stay in the
 *   site's history, and a writer's view (joined through `blog`) simply no longer shows them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("stats_salt")
    .addColumn("day", "varchar(10)", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("stats_seen")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("visitor", "varchar(64)", (c) => c.notNull())
    .addPrimaryKeyConstraint("stats_seen_pk", ["day", "scope", "visitor"])
    .execute();
  await db.schema
    .createTable("stats_site_day")
    .addColumn("day", "varchar(10)", (c) => c.primaryKey())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("stats_post_day")
    .addColumn("blog_id", "varchar(24)", (c) => c.notNull())
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("stats_post_day_pk", ["blog_id", "day"])
    .execute();
  // The site's top posts sum every post's days: covering, so the sums read the index alone.
  await db.schema
    .createIndex("stats_post_day_totals_idx")
    .on("stats_post_day")
    .columns(["blog_id", "day", "views", "visitors", "clicks"])
    .execute();
  await db.schema
    .createTable("stats_referrer_day")
    .addColumn("blog_id", "varchar(24)", (c) => c.notNull())
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("stats_referrer_day_pk", ["blog_id", "day", "host"])
    .execute();
  await db.schema.createIndex("stats_referrer_day_day_idx").on("stats_referrer_day").columns(["day", "host"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["stats_referrer_day", "stats_post_day", "stats_site_day", "stats_seen", "stats_salt"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
