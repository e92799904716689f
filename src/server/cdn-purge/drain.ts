import type { Kysely } from "kysely";
import type { Engine, Store } from "../db/connect";
import type { Database } from "../db/schema";
import { SITE_TAG } from "../http/cache-tags";
import { REVISION_REUSE_MS } from "../http/public-cache";
import type { JobQueue } from "../jobs/queue";

/** The job kind that sends one drained batch's tags to the CDN (send.ts). */
export const CDN_PURGE_JOB = "cdn-purge";

/** Rows one drain transaction takes, oldest first: one range of the primary key, one job. */
export const DRAIN_BATCH = 500;

/**
 * Past this many distinct tags a batch purges `site` instead (an import, a writer's whole shelf
 * retagged): ten requests' worth, beyond which purging every page costs the CDN less than the calls
 * its rate limit would refuse.
 */
export const MAX_TAGS_PER_PURGE = 300;

/**
 * How long after a drain its purge may be sent. Another instance may answer from the data revision it
 * read up to REVISION_REUSE_MS ago (decision 0057): a purge sent sooner could let the CDN fetch the
 * page from before the write again and keep it. A drain only sees committed rows, so this is that long
 * after the commit at least, with room for a fetch already on its way.
 */
export const PURGE_DELAY_MS = Math.max(1_000, 5 * REVISION_REUSE_MS);

/** What one batch sends: each tag once, and `site` alone when it is there (it covers every page). */
export function purgeTags(tags: Iterable<string>): string[] {
  const distinct = [...new Set(tags)];
  if (distinct.includes(SITE_TAG) || distinct.length > MAX_TAGS_PER_PURGE) return [SITE_TAG];
  return distinct.sort();
}

/**
 * Deletes the oldest rows and answers their tags. On PostgreSQL rows another instance's drain holds are
 * skipped, not waited for; SQLite has one writer at a time. Either way a row goes to one drain only.
 */
async function takeBatch(trx: Kysely<Database>, engine: Engine, limit: number): Promise<string[]> {
  const oldest = trx.selectFrom("cache_purge").select("id").orderBy("id").limit(limit);
  const rows = await trx
    .deleteFrom("cache_purge")
    .where("id", "in", engine === "postgres" ? oldest.forUpdate().skipLocked() : oldest)
    .returning("tag")
    .execute();
  return rows.map((row) => row.tag);
}

export type DrainDeps = {
  store: Store;
  jobs: Pick<JobQueue, "enqueue">;
  /** Whether a CDN is configured; without one, rows are deleted and nothing is queued. */
  purging: boolean;
  now: () => number;
  batch?: number;
};

/** How much one drain took: rows deleted, purge jobs queued. */
export type DrainResult = { rows: number; jobs: number };

/**
 * Empties `cache_purge`, a batch per transaction: the rows are deleted and their purge job written in
 * the same one, so a crash between loses neither, and a job is written only for rows this drain took.
 * Idle, it is one read of the primary key's first entry.
 */
export async function drainCachePurges(deps: DrainDeps): Promise<DrainResult> {
  const { store } = deps;
  const batch = deps.batch ?? DRAIN_BATCH;
  const result: DrainResult = { rows: 0, jobs: 0 };
  for (;;) {
    const waiting = await store.db.selectFrom("cache_purge").select("id").orderBy("id").limit(1).executeTakeFirst();
    if (!waiting) return result;
    const taken = await store.db.transaction().execute(async (trx) => {
      const tags = await takeBatch(trx, store.engine, batch);
      if (tags.length === 0 || !deps.purging) return { rows: tags.length, job: false };
      await deps.jobs.enqueue(trx, {
        kind: CDN_PURGE_JOB,
        payload: { tags: purgeTags(tags) },
        runAt: deps.now() + PURGE_DELAY_MS,
      });
      return { rows: tags.length, job: true };
    });
    result.rows += taken.rows;
    if (taken.job) result.jobs++;
    // A short batch: the table was emptied, or another instance holds the rest.
    if (taken.rows < batch) return result;
  }
}
