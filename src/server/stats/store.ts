import { statsDays } from "@shared/stats";
import type { Stats } from "@shared/stats-schemas";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Whose numbers: one writer (their posts, their followers) or the whole site. */
export type StatsScope = { kind: "writer"; userId: string; email: string } | { kind: "site" };

/** Posts and referrers a stats answer lists at most, busiest first. */
const TOP = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/** PostgreSQL sums and counts come back as text; SQLite's as numbers. */
const num = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * The stats screen's numbers for the `days` days ending today (decision 0103). Everything is read from
 * the daily totals, so the cost follows posts × days, never the number of views behind them.
 */
export async function readStats(db: Kysely<Database>, scope: StatsScope, days: number, now: number): Promise<Stats> {
  const dates = statsDays(now, days);
  const since = dates[0] as string;
  const sinceTime = new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10);

  const postDays = () => {
    const query = db.selectFrom("stats_post_day").where("stats_post_day.day", ">=", since);
    return scope.kind === "writer"
      ? query.innerJoin("blog", "blog.id", "stats_post_day.blog_id").where("blog.author_email", "=", scope.email)
      : query.leftJoin("blog", "blog.id", "stats_post_day.blog_id");
  };

  const dailyRows =
    scope.kind === "writer"
      ? await postDays()
          .select((eb) => [
            "stats_post_day.day as day",
            eb.fn.sum<number | string>("stats_post_day.views").as("views"),
            eb.fn.sum<number | string>("stats_post_day.visitors").as("visitors"),
          ])
          .groupBy("stats_post_day.day")
          .execute()
      : await db.selectFrom("stats_site_day").select(["day", "views", "visitors"]).where("day", ">=", since).execute();
  const byDay = new Map(dailyRows.map((row) => [row.day, row]));
  const daily = dates.map((date) => {
    const row = byDay.get(date);
    return { date, views: num(row?.views), visitors: num(row?.visitors) };
  });

  // Summed first and cut to the top few, titles read after: the join never runs over every day's row.
  const postRows = await postDays()
    .select((eb) => [
      "stats_post_day.blog_id as id",
      eb.fn.sum<number | string>("stats_post_day.views").as("views"),
      eb.fn.sum<number | string>("stats_post_day.visitors").as("visitors"),
      eb.fn.sum<number | string>("stats_post_day.clicks").as("clicks"),
    ])
    .groupBy("stats_post_day.blog_id")
    .orderBy("views", "desc")
    .orderBy("stats_post_day.blog_id")
    .limit(TOP)
    .execute();
  const clickTotal =
    scope.kind === "writer"
      ? num(
          (
            await postDays()
              .select((eb) => eb.fn.sum<number | string>("stats_post_day.clicks").as("clicks"))
              .executeTakeFirst()
          )?.clicks,
        )
      : dailyRows.reduce((total, row) => total + num((row as { clicks?: number | string }).clicks), 0);

  let deliveries = db
    .selectFrom("post_delivery")
    .innerJoin("blog", "blog.id", "post_delivery.blog_id")
    .where("post_delivery.sent_at", ">=", sinceTime);
  if (scope.kind === "writer") deliveries = deliveries.where("blog.author_email", "=", scope.email);
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
  const allPosts = [...posts.values()];
  const untitled = allPosts.filter((post) => post.title === "").map((post) => post._id);
  if (untitled.length > 0) {
    const titles = await db.selectFrom("blog").select(["id", "title"]).where("id", "in", untitled).execute();
    const byId = new Map(titles.map((row) => [row.id, row.title]));
    for (const post of allPosts) if (post.title === "") post.title = byId.get(post._id) ?? "";
  }

  let referrerQuery = db
    .selectFrom("stats_referrer_day")
    .where("stats_referrer_day.day", ">=", since)
    .select((eb) => [
      "stats_referrer_day.host as host",
      eb.fn.sum<number | string>("stats_referrer_day.visitors").as("visitors"),
    ])
    .groupBy("stats_referrer_day.host")
    .orderBy("visitors", "desc")
    .orderBy("stats_referrer_day.host")
    .limit(TOP);
  referrerQuery =
    scope.kind === "writer"
      ? referrerQuery
          .innerJoin("blog", "blog.id", "stats_referrer_day.blog_id")
          .where("blog.author_email", "=", scope.email)
      : // The site's own rows: each visitor once per host and day, whichever pages they read.
        referrerQuery.where("stats_referrer_day.blog_id", "=", "*");
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
