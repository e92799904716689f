import type { FastifyInstance } from "fastify";
import { registerJobMetrics } from "./metrics";
import { createJobQueue, type JobQueue } from "./queue";

declare module "fastify" {
  interface FastifyInstance {
    /** The durable outbound queue (jobs/queue.ts); its worker runs from ready to close. */
    jobs: JobQueue;
  }
}

/** Decorates `app.jobs`. Register handlers before the app is ready: the worker starts then. */
export function installJobs(app: FastifyInstance, deps: { now: () => number }): void {
  const jobs = createJobQueue({
    store: app.store,
    log: app.log,
    now: deps.now,
    pollIntervalMs: app.config.jobPollIntervalMs,
    ...(app.metrics ? { onOutcome: registerJobMetrics(app.metrics.registry, app.store) } : {}),
  });
  app.decorate("jobs", jobs);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop());
}
