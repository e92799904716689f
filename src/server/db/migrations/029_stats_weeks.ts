import { type Kysely, sql } from "kysely";

/**
 * Issue 44's budget for the stats answers (decision 0114):
 * - `stats_post_week` holds each post's totals per UTC week (keyed by its Monday), added to at every
 *   flush beside `stats_post_day`, so a period's top posts read whole weeks from here and only the days
 *   at its ends from the daily rows, found by a new day-leading index;
 * - `mailed` on the daily, weekly and site rows counts the readers a post's mail or a digest reached,
 *   added to with each `post_delivery` row, so the stats no longer count those rows per period.
 * Both are filled here from what is already recorded.
 */
const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday of a day's UTC week; written out here, as a migration keeps its own rules. */
function mondayOf(day: string): string {
  const index = Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  // Day 0 (1970-01-01) was a Thursday.
  return new Date((index - ((((index + 3) % 7) + 7) % 7)) * DAY_MS).toISOString().slice(0, 10);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("stats_post_week")
    .addColumn("blog_id", "varchar(24)", (c) => c.notNull())
    .addColumn("week", "varchar(10)", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("mailed", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("stats_post_week_pk", ["blog_id", "week"])
    .execute();
  for (const table of ["stats_post_day", "stats_site_day"]) {
    await db.schema
      .alterTable(table)
      .addColumn("mailed", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
  // Covering, as the daily table's: the site's sums read this index alone.
  await db.schema
    .createIndex("stats_post_week_totals_idx")
    .on("stats_post_week")
    .columns(["week", "blog_id", "views", "visitors", "clicks", "mailed"])
    .execute();

  // The days at a period's ends are read by day across every post: 025's covering index leads with
  // blog_id, so PostgreSQL scanned the whole table for them.
  await db.schema
    .createIndex("stats_post_day_by_day_idx")
    .on("stats_post_day")
    .columns(["day", "blog_id", "views", "visitors", "clicks", "mailed"])
    .execute();

  // Deliveries so far, by the UTC day they were sent (`sent_at` is an ISO time). The WHERE keeps
  // SQLite's parser from reading ON CONFLICT as a join's constraint.
  await sql`
    insert into stats_post_day (blog_id, day, mailed)
    select blog_id, substr(sent_at, 1, 10), count(*) from post_delivery where true
    group by blog_id, substr(sent_at, 1, 10)
    on conflict (blog_id, day) do update set mailed = excluded.mailed`.execute(db);
  await sql`
    insert into stats_site_day (day, mailed)
    select substr(sent_at, 1, 10), count(*) from post_delivery where true
    group by substr(sent_at, 1, 10)
    on conflict (day) do update set mailed = excluded.mailed`.execute(db);

  // Keyset pages over the daily rows, in key order, so a post's days arrive together.
  let after: { blog_id: string; day: string } | undefined;
  for (;;) {
    let page = db.selectFrom("stats_post_day").select(["blog_id", "day", "views", "visitors", "clicks", "mailed"]);
    if (after) {
      const { blog_id, day } = after;
      page = page.where((eb) =>
        eb.or([eb("blog_id", ">", blog_id), eb.and([eb("blog_id", "=", blog_id), eb("day", ">", day)])]),
      );
    }
    const rows: { blog_id: string; day: string; views: number; visitors: number; clicks: number; mailed: number }[] =
      await page.orderBy("blog_id").orderBy("day").limit(BATCH).execute();
    if (rows.length === 0) break;
    const weeks = new Map<
      string,
      { blog_id: string; week: string; views: number; visitors: number; clicks: number; mailed: number }
    >();
    for (const row of rows) {
      const week = mondayOf(row.day);
      const key = `${row.blog_id} ${week}`;
      const total = weeks.get(key) ?? { blog_id: row.blog_id, week, views: 0, visitors: 0, clicks: 0, mailed: 0 };
      total.views += Number(row.views);
      total.visitors += Number(row.visitors);
      total.clicks += Number(row.clicks);
      total.mailed += Number(row.mailed);
      weeks.set(key, total);
    }
    // A week may straddle two pages: the second page adds to the row the first one wrote. Within a page
    // each key comes once, as PostgreSQL's ON CONFLICT requires.
    const totals = [...weeks.values()];
    for (let start = 0; start < totals.length; start += 200) {
      await db
        .insertInto("stats_post_week")
        .values(totals.slice(start, start + 200))
        .onConflict((conflict) =>
          conflict.columns(["blog_id", "week"]).doUpdateSet((eb) => ({
            views: eb("stats_post_week.views", "+", eb.ref("excluded.views")),
            visitors: eb("stats_post_week.visitors", "+", eb.ref("excluded.visitors")),
            clicks: eb("stats_post_week.clicks", "+", eb.ref("excluded.clicks")),
            mailed: eb("stats_post_week.mailed", "+", eb.ref("excluded.mailed")),
          })),
        )
        .execute();
    }
    const last = rows[rows.length - 1] as { blog_id: string; day: string };
    after = { blog_id: last.blog_id, day: last.day };
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("stats_post_day_by_day_idx").execute();
  await db.schema.dropTable("stats_post_week").execute();
  for (const table of ["stats_site_day", "stats_post_day"]) {
    await db.schema.alterTable(table).dropColumn("mailed").execute();
  }
}
