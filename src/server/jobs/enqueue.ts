import type { Kysely } from "kysely";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";
import type { NewJob } from "./job";

function toRow(job: NewJob, now: number) {
  const stamp = new Date(now).toISOString();
  return {
    id: newId(),
    kind: job.kind,
    payload: JSON.stringify(job.payload),
    run_at: job.runAt ?? now,
    dedupe_key: job.dedupeKey ?? null,
    group_key: job.groupKey ?? null,
    created_at: stamp,
    updated_at: stamp,
  };
}

/**
 * Writes a job. `db` may be a transaction, so the job exists exactly when the change that caused it
 * does. Answers the new job's id, or undefined when a job with the same dedupe key already exists.
 */
export async function enqueueJob(db: Kysely<Database>, job: NewJob, now: number): Promise<string | undefined> {
  const row = toRow(job, now);
  const result = await db
    .insertInto("job")
    .values(row)
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n ? row.id : undefined;
}

/** Jobs written per statement: well inside both engines' limits on bound parameters (8 per job). */
const ROWS_PER_INSERT = 500;

/**
 * Writes many jobs in a few statements (a post's mail to a whole list), skipping those whose dedupe key
 * exists. Answers how many were written.
 */
export async function enqueueJobs(db: Kysely<Database>, jobs: readonly NewJob[], now: number): Promise<number> {
  let written = 0;
  for (let start = 0; start < jobs.length; start += ROWS_PER_INSERT) {
    const rows = jobs.slice(start, start + ROWS_PER_INSERT).map((job) => toRow(job, now));
    const result = await db
      .insertInto("job")
      .values(rows)
      .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return written;
}
