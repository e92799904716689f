import { z } from "zod";
import { STATS_MESSAGES, STATS_PERIODS } from "./stats";

/** POST /api/stats/hit: the page's path (no query) and, when the reader came from elsewhere, where from. */
export const statsHitSchema = z.object({
  path: z.string().max(500).startsWith("/"),
  referrer: z.string().max(2_000).optional(),
  /** A signed-in reader's ID token: a beacon carries no headers, and a writer's own visits do not count. */
  token: z.string().max(4_000).optional(),
});
export type StatsHit = z.infer<typeof statsHitSchema>;

export const statsQuerySchema = z.object({
  days: z.coerce
    .number({ error: STATS_MESSAGES.days })
    .refine((days) => (STATS_PERIODS as readonly number[]).includes(days), STATS_MESSAGES.days)
    .default(30),
});

const count = z.number().int().nonnegative();

export const statsSchema = z.object({
  totals: z.object({
    views: count,
    visitors: count,
    followers: count,
    subscribers: count,
    mailed: count,
    clicks: count,
  }),
  daily: z.array(z.object({ date: z.string(), views: count, visitors: count })),
  posts: z.array(
    z.object({ _id: z.string(), title: z.string(), views: count, visitors: count, mailedTo: count, clicks: count }),
  ),
  referrers: z.array(z.object({ host: z.string(), visitors: count })),
});
export type Stats = z.infer<typeof statsSchema>;

/** GET and PUT /api/admin/stats/settings: whether mail links count clicks (decision 0104). */
export const statsSettingsSchema = z
  .object({ countMailClicks: z.boolean({ error: "countMailClicks must be true or false." }) })
  .strict();
export type StatsSettings = z.infer<typeof statsSettingsSchema>;
