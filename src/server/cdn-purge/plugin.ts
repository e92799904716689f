import type { FastifyInstance } from "fastify";
import { CDN_PURGE_JOB, type DrainResult, drainCachePurges, PURGE_DELAY_MS } from "./drain";
import { cdnPurgeHandler } from "./send";

export type CdnPurge = {
  /** Drains `cache_purge` now, queueing its purges; the tick calls it, and tests after a write. */
  drain: () => Promise<DrainResult>;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Sends what writes touched to the CDN's purge endpoint (cdn-purge/). */
    cdnPurge: CdnPurge;
  }
}

/**
 * Registers the purge job and drains `cache_purge` on every JOB_POLL_INTERVAL_MS from ready to close
 * (and once at ready), on every instance, CDN set or not: without one the rows are only deleted. After
 * installJobs and installEgress.
 */
export function installCdnPurge(app: FastifyInstance, deps: { now: () => number }): void {
  app.jobs.register(
    CDN_PURGE_JOB,
    cdnPurgeHandler({ target: () => app.config.cdnPurge, dispatcher: app.egress.dispatcher, log: app.log }),
  );
  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let running: Promise<DrainResult> | undefined;
  const drain = () => {
    // One drain at a time per instance: a slow one is not overtaken by the next tick.
    running ??= drainCachePurges({
      store: app.store,
      jobs: app.jobs,
      purging: app.config.cdnPurge !== undefined,
      now: deps.now,
    }).finally(() => {
      running = undefined;
    });
    return running.then((result) => {
      if (result.jobs > 0) {
        // The purge may go once it is due; this worker looks then rather than at its next poll.
        clearTimeout(wakeTimer);
        wakeTimer = setTimeout(() => app.jobs.wake(), PURGE_DELAY_MS);
        wakeTimer.unref();
      }
      return result;
    });
  };
  const tick = () => {
    drain().catch((error: unknown) => {
      app.log.error({ err: error }, "could not drain the CDN purge queue; trying again at the next tick");
    });
  };
  app.decorate("cdnPurge", { drain });
  app.addHook("onReady", async () => {
    tick();
    timer = setInterval(tick, app.config.jobPollIntervalMs);
    // A waiting tick never keeps a process alive that has nothing else to do.
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    clearTimeout(wakeTimer);
    await running?.catch(() => undefined);
  });
}
