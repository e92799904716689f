import { statsDay } from "@shared/stats";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import { statsWeek } from "./weeks";

/**
 * Adds one reader reached to each post's and the site's mail totals for the day (decision 0114), in the
 * caller's transaction with the delivery it counts: the stats read these few rows, not one row per
 * reader of every post mailed in the period.
 */
export async function countMailed(db: Kysely<Database>, blogIds: readonly string[], at: number): Promise<void> {
  if (blogIds.length === 0) return;
  const day = statsDay(at);
  const week = statsWeek(day);
  await db
    .insertInto("stats_post_day")
    .values(blogIds.map((blogId) => ({ blog_id: blogId, day, mailed: 1 })))
    .onConflict((conflict) =>
      conflict.columns(["blog_id", "day"]).doUpdateSet({ mailed: sql`stats_post_day.mailed + 1` }),
    )
    .execute();
  await db
    .insertInto("stats_post_week")
    .values(blogIds.map((blogId) => ({ blog_id: blogId, week, mailed: 1 })))
    .onConflict((conflict) =>
      conflict.columns(["blog_id", "week"]).doUpdateSet({ mailed: sql`stats_post_week.mailed + 1` }),
    )
    .execute();
  await db
    .insertInto("stats_site_day")
    .values({ day, mailed: blogIds.length })
    .onConflict((conflict) =>
      conflict.column("day").doUpdateSet({ mailed: sql`stats_site_day.mailed + excluded.mailed` }),
    )
    .execute();
}
