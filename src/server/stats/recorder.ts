import { createHash } from "node:crypto";
import { postAddressOf } from "@shared/reading-pages";
import { statsDay } from "@shared/stats";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import { createSaltSource } from "./salt";
import { statsWeek } from "./weeks";

/** One counted page view as the buffer keeps it until the next flush: no address, no agent, no id. */
type BufferedView = {
  day: string;
  path: string;
  /** Another site's host the reader came from, lower case; null for none or this site. */
  host: string | null;
  /** sha256 of the day's salt, address, agent and site: the same reader gives the same value all day. */
  visitor: string;
  /** A signed-in reader's email, only to leave out a writer's views of their own posts at the flush. */
  viewerEmail: string | null;
};

export type ViewInput = { path: string; referrer?: string | undefined; address: string; userAgent: string };

/** Hits kept at most while the database refuses flushes; past that the oldest are dropped, not the process. */
const MAX_BUFFERED = 100_000;
/** Rows per statement: well under both engines' parameter limits. */
const CHUNK = 500;

export type StatsRecorder = ReturnType<typeof createStatsRecorder>;

/**
 * Counts views and mail clicks in memory and adds them to the daily totals on flush (decision 0102).
 * Recording costs a hash and an array push; every write happens at the flush, as additive upserts, so
 * instances sharing one database add up instead of overwriting each other.
 */
export function createStatsRecorder(db: Kysely<Database>, options: { siteOrigin: string; now: () => number }) {
  const salts = createSaltSource(db);
  const siteHost = new URL(options.siteOrigin).host.toLowerCase();
  let views: BufferedView[] = [];
  let clicks = new Map<string, { day: string; blogId: string; count: number }>();
  let running: Promise<void> = Promise.resolve();

  const referrerHost = (referrer: string | undefined): string | null => {
    if (!referrer) return null;
    try {
      const host = new URL(referrer).host.toLowerCase();
      return host === "" || host === siteHost ? null : host;
    } catch {
      return null;
    }
  };

  /** Buffers one view; the only wait is the day's salt, read once a day per instance. */
  const view = async (input: ViewInput, viewerEmail: string | null): Promise<void> => {
    const day = statsDay(options.now());
    const salt = await salts(day);
    const visitor = createHash("sha256")
      .update(`${salt}\n${input.address}\n${input.userAgent}\n${options.siteOrigin}`)
      .digest("hex");
    if (views.length >= MAX_BUFFERED) views.shift();
    views.push({ day, path: input.path, host: referrerHost(input.referrer), visitor, viewerEmail });
  };

  const click = (blogId: string): void => {
    const day = statsDay(options.now());
    const key = `${day} ${blogId}`;
    const known = clicks.get(key);
    if (known) known.count += 1;
    else clicks.set(key, { day, blogId, count: 1 });
  };

  const write = async (
    batch: BufferedView[],
    clickBatch: Map<string, { day: string; blogId: string; count: number }>,
  ) => {
    const posts = await resolvePosts(db, [...new Set(batch.map((hit) => hit.path))]);
    // A writer reading their own post is no reader of it.
    const counted = batch.filter((hit) => {
      const post = posts.get(hit.path);
      return !(post && hit.viewerEmail && post.authorEmail === hit.viewerEmail);
    });

    const site = new Map<string, { day: string; views: number; visitors: number; clicks: number }>();
    const perPost = new Map<
      string,
      { blog_id: string; day: string; views: number; visitors: number; clicks: number }
    >();
    const perReferrer = new Map<string, { blog_id: string; day: string; host: string; visitors: number }>();
    const seen = new Map<string, { day: string; scope: string; visitor: string }>();
    const mark = (day: string, scope: string, visitor: string) =>
      seen.set(`${day} ${scope} ${visitor}`, { day, scope, visitor });

    for (const hit of counted) {
      const blogId = posts.get(hit.path)?.id;
      const daySite = site.get(hit.day) ?? { day: hit.day, views: 0, visitors: 0, clicks: 0 };
      daySite.views += 1;
      site.set(hit.day, daySite);
      mark(hit.day, "site", hit.visitor);
      if (blogId) {
        const key = `${hit.day} ${blogId}`;
        const row = perPost.get(key) ?? { blog_id: blogId, day: hit.day, views: 0, visitors: 0, clicks: 0 };
        row.views += 1;
        perPost.set(key, row);
        mark(hit.day, `p:${blogId}`, hit.visitor);
      }
      if (hit.host) {
        mark(hit.day, `r:${blogId ?? ""}:${hit.host}`, hit.visitor);
        mark(hit.day, `r:*:${hit.host}`, hit.visitor);
      }
    }
    for (const { day, blogId, count } of clickBatch.values()) {
      const key = `${day} ${blogId}`;
      const row = perPost.get(key) ?? { blog_id: blogId, day, views: 0, visitors: 0, clicks: 0 };
      row.clicks += count;
      perPost.set(key, row);
      const daySite = site.get(day) ?? { day, views: 0, visitors: 0, clicks: 0 };
      daySite.clicks += count;
      site.set(day, daySite);
    }

    await db.transaction().execute(async (trx) => {
      // The primary key decides, across every instance, whether this visitor is new today in a scope.
      const fresh = [...seen.values()];
      for (let start = 0; start < fresh.length; start += CHUNK) {
        const inserted = await trx
          .insertInto("stats_seen")
          .values(fresh.slice(start, start + CHUNK))
          .onConflict((conflict) => conflict.columns(["day", "scope", "visitor"]).doNothing())
          .returning(["day", "scope"])
          .execute();
        for (const { day, scope } of inserted) {
          if (scope === "site") {
            const row = site.get(day);
            if (row) row.visitors += 1;
          } else if (scope.startsWith("p:")) {
            const row = perPost.get(`${day} ${scope.slice(2)}`);
            if (row) row.visitors += 1;
          } else {
            const [, blogId = "", ...hostParts] = scope.split(":");
            const host = hostParts.join(":");
            const key = `${day} ${blogId} ${host}`;
            const row = perReferrer.get(key) ?? { blog_id: blogId, day, host, visitors: 0 };
            row.visitors += 1;
            perReferrer.set(key, row);
          }
        }
      }
      for (const row of site.values()) {
        await trx
          .insertInto("stats_site_day")
          .values(row)
          .onConflict((conflict) =>
            conflict.column("day").doUpdateSet({
              views: sql`stats_site_day.views + excluded.views`,
              visitors: sql`stats_site_day.visitors + excluded.visitors`,
              clicks: sql`stats_site_day.clicks + excluded.clicks`,
            }),
          )
          .execute();
      }
      const postRows = [...perPost.values()];
      for (let start = 0; start < postRows.length; start += CHUNK) {
        await trx
          .insertInto("stats_post_day")
          .values(postRows.slice(start, start + CHUNK))
          .onConflict((conflict) =>
            conflict.columns(["blog_id", "day"]).doUpdateSet({
              views: sql`stats_post_day.views + excluded.views`,
              visitors: sql`stats_post_day.visitors + excluded.visitors`,
              clicks: sql`stats_post_day.clicks + excluded.clicks`,
            }),
          )
          .execute();
      }
      // The same sums by week (decision 0114), for the periods' top posts.
      const perWeek = new Map<
        string,
        { blog_id: string; week: string; views: number; visitors: number; clicks: number }
      >();
      for (const row of postRows) {
        const week = statsWeek(row.day);
        const key = `${week} ${row.blog_id}`;
        const total = perWeek.get(key) ?? { blog_id: row.blog_id, week, views: 0, visitors: 0, clicks: 0 };
        total.views += row.views;
        total.visitors += row.visitors;
        total.clicks += row.clicks;
        perWeek.set(key, total);
      }
      const weekRows = [...perWeek.values()];
      for (let start = 0; start < weekRows.length; start += CHUNK) {
        await trx
          .insertInto("stats_post_week")
          .values(weekRows.slice(start, start + CHUNK))
          .onConflict((conflict) =>
            conflict.columns(["blog_id", "week"]).doUpdateSet({
              views: sql`stats_post_week.views + excluded.views`,
              visitors: sql`stats_post_week.visitors + excluded.visitors`,
              clicks: sql`stats_post_week.clicks + excluded.clicks`,
            }),
          )
          .execute();
      }
      const referrerRows = [...perReferrer.values()];
      for (let start = 0; start < referrerRows.length; start += CHUNK) {
        await trx
          .insertInto("stats_referrer_day")
          .values(referrerRows.slice(start, start + CHUNK))
          .onConflict((conflict) =>
            conflict.columns(["blog_id", "day", "host"]).doUpdateSet({
              visitors: sql`stats_referrer_day.visitors + excluded.visitors`,
            }),
          )
          .execute();
      }
      // Yesterday's hashes may still meet late hits of yesterday buffered elsewhere; older ones serve nothing.
      const yesterday = statsDay(options.now() - 24 * 60 * 60 * 1000);
      await trx.deleteFrom("stats_seen").where("day", "<", yesterday).execute();
    });
  };

  /** Adds everything buffered to the totals; a failed flush keeps its hits for the next one. */
  const flush = (): Promise<void> => {
    const next = running.then(async () => {
      if (views.length === 0 && clicks.size === 0) return;
      const batch = views;
      const clickBatch = clicks;
      views = [];
      clicks = new Map();
      try {
        await write(batch, clickBatch);
      } catch (error) {
        views = [...batch, ...views].slice(-MAX_BUFFERED);
        for (const [key, entry] of clickBatch) {
          const known = clicks.get(key);
          if (known) known.count += entry.count;
          else clicks.set(key, entry);
        }
        throw error;
      }
    });
    running = next.catch(() => undefined);
    return next;
  };

  return { view, click, flush, buffered: () => views.length };
}

/** Which post each path shows, with its writer's email; paths of other pages are left out. */
async function resolvePosts(
  db: Kysely<Database>,
  paths: string[],
): Promise<Map<string, { id: string; authorEmail: string | null }>> {
  const found = new Map<string, { id: string; authorEmail: string | null }>();
  for (const path of paths) {
    const address = postAddressOf(path);
    const id = address && "id" in address ? decoded(address.id) : undefined;
    const handle = address && "handle" in address ? decoded(address.handle) : undefined;
    const slug = address && "slug" in address ? decoded(address.slug) : undefined;
    let row: { id: string; authorEmail: string | null } | undefined;
    if (id) {
      row = await db
        .selectFrom("blog")
        .select(["id", "author_email as authorEmail"])
        .where("id", "=", id)
        .executeTakeFirst();
    } else if (handle && slug) {
      row = await db
        .selectFrom("blog")
        .innerJoin("user", "user.email", "blog.author_email")
        .innerJoin("profile", "profile.user_id", "user.id")
        .select(["blog.id as id", "blog.author_email as authorEmail"])
        .where("profile.handle", "=", handle.toLowerCase())
        .where("blog.slug", "=", slug.toLowerCase())
        .executeTakeFirst();
    }
    if (row) found.set(path, row);
  }
  return found;
}

/** A path segment as written, or undefined when its escapes are broken (no post has such an address). */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
