import type { Kysely } from "kysely";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";
import type { NewJob } from "./job";

/**
 * Writes a job. `db` may be a transaction, so the job exists exactly when the change that caused it
 * does. Answers the new job's id, or undefined when a job with the same dedupe key already exists.
 */
export async function enqueueJob(db: Kysely<Database>, job: NewJob, now: number): Promise<string | undefined> {
  const id = newId();
  const stamp = new Date(now).toISOString();
  const result = await db
    .insertInto("job")
    .values({
      id,
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      run_at: job.runAt ?? now,
      dedupe_key: job.dedupeKey ?? null,
      group_key: job.groupKey ?? null,
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n ? id : undefined;
}
