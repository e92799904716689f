import type { Kysely } from "kysely";
import type { Store } from "../db/connect";
import type { Database, JobRow } from "../db/schema";
import type { ClaimedJob } from "./job";

export type ClaimRequest = {
  workerId: string;
  now: number;
  leaseMs: number;
  limit: number;
  /** Only kinds this worker can run: an older instance in a rolling deploy leaves newer kinds alone. */
  kinds: string[];
  /** Kinds a person is waiting for, taken before any of `kinds` (decision 0072). */
  urgentKinds?: string[];
};

function toClaimed(row: JobRow): ClaimedJob {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    attempts: Number(row.attempts),
    groupKey: row.group_key,
    dedupeKey: row.dedupe_key,
  };
}

/** Due jobs of these kinds, and those whose holder's lease ran out (a process killed mid-send), oldest first. */
function dueJobs(db: Kysely<Database>, request: ClaimRequest, kinds: string[], limit: number) {
  return db
    .selectFrom("job")
    .select("id")
    .where("kind", "in", kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "queued"), eb("run_at", "<=", request.now)]),
        eb.and([eb("status", "=", "running"), eb("locked_until", "<", request.now)]),
      ]),
    )
    .orderBy("run_at")
    .orderBy("id")
    .limit(limit);
}

function take(db: Kysely<Database>, request: ClaimRequest, ids: ReturnType<typeof dueJobs>) {
  return db
    .updateTable("job")
    .set((eb) => ({
      status: "running",
      locked_by: request.workerId,
      locked_until: request.now + request.leaseMs,
      attempts: eb("attempts", "+", 1),
      updated_at: new Date(request.now).toISOString(),
    }))
    .where("id", "in", ids)
    .returningAll();
}

/**
 * Takes up to `limit` due jobs for one worker under a lease, so two workers never hold the same job.
 *
 * PostgreSQL: the rows are locked as they are chosen and rows another worker has locked are skipped,
 * so workers on several instances take disjoint batches without waiting on each other; a row another
 * worker took meanwhile is checked again against the condition and left out.
 *
 * SQLite: one `UPDATE … RETURNING` on its own. A lone write statement is its own transaction and takes
 * the database's single write lock before it reads a row (as BEGIN IMMEDIATE would), waiting up to the
 * busy timeout, so processes sharing the file take turns and never choose the same rows. An explicit
 * BEGIN IMMEDIATE … COMMIT would add nothing but awaits between its statements, during which a second
 * connection in the same process (better-sqlite3 waits synchronously) would stall the event loop.
 */
export async function claimDueJobs(store: Store, request: ClaimRequest): Promise<ClaimedJob[]> {
  const claimed: ClaimedJob[] = [];
  // Urgent kinds first, in a claim of their own: ordering one claim by kind would make the database
  // sort every due job, and a newsletter to thousands leaves thousands due.
  for (const kinds of [request.urgentKinds ?? [], request.kinds]) {
    const limit = request.limit - claimed.length;
    if (kinds.length === 0 || limit <= 0) continue;
    const due = dueJobs(store.db, request, kinds, limit);
    const rows = await take(
      store.db,
      request,
      store.engine === "postgres" ? due.forUpdate().skipLocked() : due,
    ).execute();
    claimed.push(...rows.map(toClaimed));
  }
  return claimed;
}
