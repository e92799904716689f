import { sql } from "kysely";
import { Counter, Gauge, type Registry } from "prom-client";
import type { Store } from "../db/connect";
import type { JobOutcome } from "./queue";

/**
 * `inkwell_jobs_finished_total{kind,outcome}` counts attempts as they end in this instance;
 * `inkwell_jobs_queued{kind}` is read from the table at each scrape, so every instance reports the
 * whole queue (sum or max across instances, not both). Answers the counter's recorder.
 */
export function registerJobMetrics(registry: Registry, store: Store): (kind: string, outcome: JobOutcome) => void {
  const finished = new Counter({
    name: "inkwell_jobs_finished_total",
    help: "Job attempts ended in this instance, by kind and outcome (done, failed for good, or retried later).",
    labelNames: ["kind", "outcome"],
    registers: [registry],
  });
  new Gauge({
    name: "inkwell_jobs_queued",
    help: "Jobs waiting to run (due now or later), by kind, across every instance.",
    labelNames: ["kind"],
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ kind: string; count: number | string }>`
        select kind, count(*) as count from job where status = 'queued' group by kind`.execute(store.db);
      this.reset();
      for (const row of rows) this.set({ kind: row.kind }, Number(row.count));
    },
  });
  return (kind, outcome) => finished.inc({ kind, outcome });
}
