import type { FastifyInstance } from "fastify";
import { createStatsRecorder, type StatsRecorder } from "./recorder";

declare module "fastify" {
  interface FastifyInstance {
    /** Views and mail clicks buffered in memory, added to the daily totals on each flush (stats/). */
    stats: StatsRecorder;
  }
}

/** How often buffered views reach the database: a crash loses at most this much counting. */
export const STATS_FLUSH_INTERVAL_MS = 10_000;

/** Decorates the recorder, flushes it on a timer and once more as the app closes (shutdown/). */
export function installStats(app: FastifyInstance, { now }: { now: () => number }): void {
  const recorder = createStatsRecorder(app.store.db, { siteOrigin: new URL(app.config.baseUrl).origin, now });
  app.decorate("stats", recorder);
  const flushQuietly = () =>
    recorder.flush().catch((error: unknown) => app.log.warn({ err: error }, "stats flush failed; kept for the next"));
  const timer = setInterval(flushQuietly, STATS_FLUSH_INTERVAL_MS);
  timer.unref();
  // After the last request has been answered, and before the caller closes the store (shutdown/).
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await flushQuietly();
  });
}
