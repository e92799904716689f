import { statsDays } from "@shared/stats";
import type { Stats } from "@shared/stats-schemas";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { splitIntoWeeks } from "./weeks";

/** Whose numbers: one writer (their posts, their followers) or the whole site. */
export type StatsScope = { kind: "writer"; userId: string; email: string } | { kind: "site" };

/** Posts and referrers a stats answer lists at most, busiest first. */
const TOP = 20;

/** PostgreSQL sums and counts come back as text; SQLite's as numbers. */
const num = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * The stats screen's numbers for the `days` days ending today (decision 0103). Everything is read from
 * the daily and weekly totals, so the cost follows posts × weeks, never the number of views behind them.
 */
export async function readStats(db: Kysely<Database>, scope: StatsScope, days: number, now: number): Promise<Stats> {
  const dates = statsDays(now, days);
  const since = dates[0] as string;

  // A writer's posts first, then every table by its (blog_id, …) key: an index probe per post, where a
  // join on author_email led PostgreSQL to scan every post's days (decision 0114). A deleted post has
  // no row in `blog`, so the writer's view leaves it out.
  const writerPosts =
    scope.kind === "writer"
      ? (await db.selectFrom("blog").select("id").where("author_email", "=", scope.email).execute()).map(
          (row) => row.id,
        )
      : [];
  const ofWriter = writerPosts.length > 0 ? writerPosts : [""];

  const siteRows =
    scope.kind === "site"
      ? await db
          .selectFrom("stats_site_day")
          .select(["day", "views", "visitors", "clicks", "mailed"])
          .where("day", ">=", since)
          .execute()
      : undefined;
  const dailyRows =
    siteRows ??
    (await db
      .selectFrom("stats_post_day")
      .where("blog_id", "in", ofWriter)
      .where("day", ">=", since)
      .select((eb) => [
        "day",
        eb.fn.sum<number | string>("views").as("views"),
        eb.fn.sum<number | string>("visitors").as("visitors"),
      ])
      .groupBy("day")
      .execute());
  const byDay = new Map(dailyRows.map((row) => [row.day, row]));
  const daily = dates.map((date) => {
    const row = byDay.get(date);
    return { date, views: num(row?.views), visitors: num(row?.visitors) };
  });

  // Summed first and cut to the top few, titles read after. Whole weeks come from the weekly rows, the
  // days at either end of the period from the daily ones (decision 0114).
  const split = splitIntoWeeks(dates);
  const columns = ["blog_id", "views", "visitors", "clicks", "mailed"] as const;
  const postPeriod = () => {
    let weekRows = db
      .selectFrom("stats_post_week")
      .select(columns)
      .where("week", "in", split.weeks.length > 0 ? split.weeks : [""]);
    let dayRows = db
      .selectFrom("stats_post_day")
      .select(columns)
      .where("day", "in", split.days.length > 0 ? split.days : [""]);
    if (scope.kind === "writer") {
      weekRows = weekRows.where("blog_id", "in", ofWriter);
      dayRows = dayRows.where("blog_id", "in", ofWriter);
    }
    return db.selectFrom(weekRows.unionAll(dayRows).as("period"));
  };
  const postRows = await postPeriod()
    .select((eb) => [
      "period.blog_id as id",
      eb.fn.sum<number | string>("period.views").as("views"),
      eb.fn.sum<number | string>("period.visitors").as("visitors"),
      eb.fn.sum<number | string>("period.clicks").as("clicks"),
      eb.fn.sum<number | string>("period.mailed").as("mailed"),
    ])
    .groupBy("period.blog_id")
    .orderBy("views", "desc")
    .orderBy("mailed", "desc")
    .orderBy("period.blog_id")
    .limit(TOP)
    .execute();
  const mailTotals = siteRows
    ? {
        clicks: siteRows.reduce((total, row) => total + num(row.clicks), 0),
        mailed: siteRows.reduce((total, row) => total + num(row.mailed), 0),
      }
    : await postPeriod()
        .select((eb) => [
          eb.fn.sum<number | string>("period.clicks").as("clicks"),
          eb.fn.sum<number | string>("period.mailed").as("mailed"),
        ])
        .executeTakeFirst();

  const titles =
    postRows.length === 0
      ? []
      : await db
          .selectFrom("blog")
          .select(["id", "title"])
          .where(
            "id",
            "in",
            postRows.map((row) => row.id),
          )
          .execute();
  const titleOf = new Map(titles.map((row) => [row.id, row.title]));
  const posts = postRows.flatMap((row) => {
    const title = titleOf.get(row.id);
    // A deleted post's numbers stay in the site's totals, but there is no post left to list or link.
    if (title === undefined) return [];
    return [
      {
        _id: row.id,
        title,
        views: num(row.views),
        visitors: num(row.visitors),
        mailedTo: num(row.mailed),
        clicks: num(row.clicks),
      },
    ];
  });

  const referrerQuery = db
    .selectFrom("stats_referrer_day")
    .where("day", ">=", since)
    // The site's own rows count each visitor once per host and day, whichever pages they read.
    .where("blog_id", "in", scope.kind === "writer" ? ofWriter : ["*"])
    .select((eb) => ["host", eb.fn.sum<number | string>("visitors").as("visitors")])
    .groupBy("host")
    .orderBy("visitors", "desc")
    .orderBy("host")
    .limit(TOP);
  const referrers = (await referrerQuery.execute()).map((row) => ({ host: row.host, visitors: num(row.visitors) }));

  const [followers, remoteFollowers, subscribers] = await Promise.all([
    (scope.kind === "writer" ? db.selectFrom("follow").where("author_id", "=", scope.userId) : db.selectFrom("follow"))
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirst(),
    (scope.kind === "writer"
      ? db.selectFrom("remote_follower").where("author_id", "=", scope.userId)
      : db.selectFrom("remote_follower")
    )
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirst(),
    // The newsletter is the site's: every confirmed subscriber may get any writer's post (decision 0103).
    db
      .selectFrom("newsletter_subscriber")
      .where("status", "=", "confirmed")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirst(),
  ]);

  const sum = (key: "views" | "visitors") => daily.reduce((total, day) => total + day[key], 0);
  return {
    totals: {
      views: sum("views"),
      visitors: sum("visitors"),
      followers: num(followers?.count) + num(remoteFollowers?.count),
      subscribers: num(subscribers?.count),
      mailed: num(mailTotals?.mailed),
      clicks: num(mailTotals?.clicks),
    },
    daily,
    posts,
    referrers,
  };
}
