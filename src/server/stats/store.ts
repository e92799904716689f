import { statsDays } from "@shared/stats";
import type { Stats } from "@shared/stats-schemas";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { splitIntoWeeks } from "./weeks";

/** Whose numbers: one writer (their posts, their followers) or the whole site. */
export type StatsScope = { kind: "writer"; userId: string; email: string } | { kind: "site" };

/** Posts and referrers a stats answer lists at most, busiest first. */
const TOP = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/** PostgreSQL sums and counts come back as text; SQLite's as numbers. */
const num = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * The stats screen's numbers for the `days` days ending today (decision 0103). Everything is read from
 * the daily and weekly totals, so the cost follows posts × weeks, never the number of views behind them.
 */
export async function readStats(db: Kysely<Database>, scope: StatsScope, days: number, now: number): Promise<Stats> {
  const dates = statsDays(now, days);
  const since = dates[0] as string;
  const sinceTime = new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10);

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

  const dailyRows =
    scope.kind === "writer"
      ? await db
          .selectFrom("stats_post_day")
          .where("blog_id", "in", ofWriter)
          .where("day", ">=", since)
          .select((eb) => [
            "day",
            eb.fn.sum<number | string>("views").as("views"),
            eb.fn.sum<number | string>("visitors").as("visitors"),
          ])
          .groupBy("day")
          .execute()
      : await db
          .selectFrom("stats_site_day")
          .select(["day", "views", "visitors", "clicks"])
          .where("day", ">=", since)
          .execute();
  const byDay = new Map(dailyRows.map((row) => [row.day, row]));
  const daily = dates.map((date) => {
    const row = byDay.get(date);
    return { date, views: num(row?.views), visitors: num(row?.visitors) };
  });

  // Summed first and cut to the top few, titles read after. Whole weeks come from the weekly rows, the
  // days at either end of the period from the daily ones (decision 0114).
  const split = splitIntoWeeks(dates);
  const postPeriod = () => {
    let weekRows = db
      .selectFrom("stats_post_week")
      .select(["blog_id", "views", "visitors", "clicks"])
      .where("week", "in", split.weeks.length > 0 ? split.weeks : [""]);
    let dayRows = db
      .selectFrom("stats_post_day")
      .select(["blog_id", "views", "visitors", "clicks"])
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
    ])
    .groupBy("period.blog_id")
    .orderBy("views", "desc")
    .orderBy("period.blog_id")
    .limit(TOP)
    .execute();
  const clickTotal =
    scope.kind === "writer"
      ? num(
          (
            await postPeriod()
              .select((eb) => eb.fn.sum<number | string>("period.clicks").as("clicks"))
              .executeTakeFirst()
          )?.clicks,
        )
      : dailyRows.reduce((total, row) => total + num((row as { clicks?: number | string }).clicks), 0);

  let deliveries = db
    .selectFrom("post_delivery")
    .innerJoin("blog", "blog.id", "post_delivery.blog_id")
    .where("post_delivery.sent_at", ">=", sinceTime);
  if (scope.kind === "writer") deliveries = deliveries.where("post_delivery.blog_id", "in", ofWriter);
  const mailedRows = await deliveries
    .select((eb) => [
      "post_delivery.blog_id as id",
      eb.fn.max("blog.title").as("title"),
      eb.fn.countAll<number | string>().as("mailed"),
    ])
    .groupBy("post_delivery.blog_id")
    .execute();

  const posts = new Map<string, Stats["posts"][number]>();
  for (const row of postRows) {
    posts.set(row.id, {
      _id: row.id,
      title: "",
      views: num(row.views),
      visitors: num(row.visitors),
      mailedTo: 0,
      clicks: num(row.clicks),
    });
  }
  for (const row of mailedRows) {
    const known = posts.get(row.id);
    if (known) known.mailedTo = num(row.mailed);
    else
      posts.set(row.id, {
        _id: row.id,
        title: String(row.title ?? ""),
        views: 0,
        visitors: 0,
        mailedTo: num(row.mailed),
        clicks: 0,
      });
  }
  const untitled = [...posts.values()].filter((post) => post.title === "").map((post) => post._id);
  if (untitled.length > 0) {
    const titles = await db.selectFrom("blog").select(["id", "title"]).where("id", "in", untitled).execute();
    const byId = new Map(titles.map((row) => [row.id, row.title]));
    for (const id of untitled) {
      const title = byId.get(id);
      // A deleted post's views stay in the site's totals, but there is no post left to list or link.
      if (title === undefined) posts.delete(id);
      else (posts.get(id) as Stats["posts"][number]).title = title;
    }
  }
  const allPosts = [...posts.values()];

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
      mailed: allPosts.reduce((total, post) => total + post.mailedTo, 0),
      clicks: clickTotal,
    },
    daily,
    posts: allPosts
      .sort((a, b) => b.views - a.views || b.mailedTo - a.mailedTo || a.title.localeCompare(b.title))
      .slice(0, TOP),
    referrers,
  };
}
