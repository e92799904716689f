import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { STATS_PERIODS, statsDays } from "@shared/stats";
import { createTestApp } from "@test/server/harness";
import autocannon from "autocannon";
import { sql } from "kysely";
import { readStats } from "../src/server/stats/store";
import { statsWeek } from "../src/server/stats/weeks";

/**
 * `npm run bench:stats` (issue 44, decisions 0102 and 0103). Loopback only, bounded, never in `npm test`:
 * 1. The beacon under load: POST /api/stats/hit from CONNECTIONS connections for BENCH_SECONDS; the
 *    recorder's own cost per hit (hash and buffer) is timed inside the app, median ≤ 1 ms. The HTTP
 *    latency is printed beside it.
 * 2. The stats answers with a million recorded views: POSTS posts of WRITERS writers, each with a daily
 *    row for 90 days (and the weekly rows the flush keeps beside them; a tenth of the days also count a
 *    mail to 10,000 readers) and referrer rows, then the
 *    writer's and the site's reads for 7, 30 and 90 days, median ≤ 50 ms each.
 * SQLite in memory, or BENCH_DATABASE_URL's PostgreSQL in a fresh schema (dropped after). Exits 1 when a
 * budget is missed.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const HIT_BUDGET_MS = 1;
const QUERY_BUDGET_MS = 50;
const QUERY_RUNS = 25;
const WRITERS = 50;
const POSTS = 2_000;
const DAYS = 90;
const HOSTS = ["news.example.com", "search.example.org", "social.example.net", "mail.example.com"];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const t = await createTestApp(process.env.BENCH_DATABASE_URL ?? ":memory:");
let failed = false;
try {
  // 1. The beacon.
  const viewCosts: number[] = [];
  const view = t.app.stats.view;
  t.app.stats.view = async (...args) => {
    const started = performance.now();
    await view(...args);
    viewCosts.push(performance.now() - started);
  };
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  const load = await autocannon({
    url: `http://127.0.0.1:${port}/api/stats/hit`,
    method: "POST",
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" },
    body: JSON.stringify({ path: "/Blogs", referrer: "https://news.example.com/" }),
  });
  const flushStarted = performance.now();
  await t.app.stats.flush();
  const hitMedian = median(viewCosts);
  console.log(
    `hits: ${load.requests.total} in ${SECONDS} s, HTTP p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms; ` +
      `recording median ${hitMedian.toFixed(3)} ms (budget ${HIT_BUDGET_MS} ms); ` +
      `flush of the buffer ${(performance.now() - flushStarted).toFixed(0)} ms`,
  );
  if (load.non2xx > 0 || hitMedian > HIT_BUDGET_MS) failed = true;

  // 2. A million views' worth of daily rows.
  const db = t.store.db;
  const seedStarted = performance.now();
  const now = Date.now();
  const days = statsDays(now, DAYS);
  const writers = Array.from({ length: WRITERS }, (_, index) => `writer-${index}@bench.example`);
  const posts = Array.from({ length: POSTS }, (_, index) => ({
    id: randomBytes(12).toString("hex"),
    author: writers[index % WRITERS] as string,
  }));
  for (let start = 0; start < posts.length; start += 200) {
    await db
      .insertInto("blog")
      .values(
        posts.slice(start, start + 200).map((post, index) => ({
          id: post.id,
          title: `Bench post ${start + index}`,
          image: "https://images.example.com/bench.jpg",
          category: "Travel",
          short_desc: "Bench",
          long_desc: "Bench",
          word_count: 1,
          author_email: post.author,
          author_name: "Bench Writer",
          created_at: new Date(now).toISOString(),
          updated_at: new Date(now).toISOString(),
          slug: post.id,
        })),
      )
      .execute();
  }
  let views = 0;
  const postRows = posts.flatMap((post) =>
    days.map((day) => {
      const dayViews = 1 + Math.floor(Math.random() * 11);
      views += dayViews;
      // A newsletter of 10,000 readers, one post in ten mailed on each day.
      const mailed = dayViews === 1 ? 10_000 : 0;
      return {
        blog_id: post.id,
        day,
        views: dayViews,
        visitors: Math.ceil(dayViews / 2),
        clicks: dayViews % 3,
        mailed,
      };
    }),
  );
  for (let start = 0; start < postRows.length; start += 500) {
    await db
      .insertInto("stats_post_day")
      .values(postRows.slice(start, start + 500))
      .execute();
  }
  // The weekly rows the flush keeps beside the daily ones (decision 0114).
  const weekTotals = new Map<
    string,
    { blog_id: string; week: string; views: number; visitors: number; clicks: number; mailed: number }
  >();
  for (const row of postRows) {
    const week = statsWeek(row.day);
    const key = `${row.blog_id} ${week}`;
    const total = weekTotals.get(key) ?? { blog_id: row.blog_id, week, views: 0, visitors: 0, clicks: 0, mailed: 0 };
    total.views += row.views;
    total.visitors += row.visitors;
    total.clicks += row.clicks;
    total.mailed += row.mailed;
    weekTotals.set(key, total);
  }
  const weekRows = [...weekTotals.values()];
  for (let start = 0; start < weekRows.length; start += 500) {
    await db
      .insertInto("stats_post_week")
      .values(weekRows.slice(start, start + 500))
      .execute();
  }
  const referrerRows = posts.flatMap((post, index) =>
    days.map((day) => ({ blog_id: post.id, day, host: HOSTS[index % HOSTS.length] as string, visitors: 1 })),
  );
  for (let start = 0; start < referrerRows.length; start += 500) {
    await db
      .insertInto("stats_referrer_day")
      .values(referrerRows.slice(start, start + 500))
      .execute();
  }
  await db
    .insertInto("stats_referrer_day")
    .values(days.flatMap((day) => HOSTS.map((host) => ({ blog_id: "*", day, host, visitors: POSTS }))))
    .onConflict((conflict) => conflict.columns(["blog_id", "day", "host"]).doNothing())
    .execute();
  await db
    .insertInto("stats_site_day")
    .values(
      days.map((day) => ({
        day,
        views: Math.round(views / DAYS),
        visitors: Math.round(views / DAYS / 2),
        mailed: postRows.filter((row) => row.day === day).reduce((total, row) => total + row.mailed, 0),
      })),
    )
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  // Fresh tables: both planners need statistics to pick the indexes a long-lived site's would have.
  await sql`analyze`.execute(db);
  console.log(
    `seeded ${views.toLocaleString("en-US")} views as ${postRows.length.toLocaleString("en-US")} daily post rows ` +
      `in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const scopes = [
    ["writer", { kind: "writer", userId: "none", email: writers[0] as string }],
    ["site", { kind: "site" }],
  ] as const;
  for (const [label, scope, period] of scopes.flatMap(([who, scope]) =>
    STATS_PERIODS.map((period) => [`${who}, ${period} days`, scope, period] as const),
  )) {
    const times: number[] = [];
    for (let run = 0; run < QUERY_RUNS; run++) {
      const started = performance.now();
      await readStats(db, scope, period, now);
      times.push(performance.now() - started);
    }
    const middle = median(times);
    console.log(`${label.padEnd(16)} median ${middle.toFixed(1)} ms (budget ${QUERY_BUDGET_MS} ms)`);
    if (middle > QUERY_BUDGET_MS) failed = true;
  }
} finally {
  await t.close();
}
console.log(failed ? "OVER BUDGET" : "OK");
process.exit(failed ? 1 : 0);
