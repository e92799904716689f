import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Store } from "../db/connect";
import type { Database } from "../db/schema";
import { type Backoff, DEFAULT_BACKOFF, retryDelayMs } from "./backoff";
import { claimDueJobs } from "./claim";
import { enqueueJob, enqueueJobs } from "./enqueue";
import { PermanentJobError, ServiceUnavailableJobError } from "./errors";
import type { ClaimedJob, NewJob } from "./job";

/** How a job ended this time; "retried" means it waits in the queue for another attempt. */
export type JobOutcome = "done" | "failed" | "retried";

export type JobHandler<T> = {
  /** Checks the stored payload; a payload it refuses fails the job for good. */
  schema: z.ZodType<T>;
  run: (payload: T, job: ClaimedJob) => Promise<void>;
  /**
   * A person is waiting for it (a password reset, a confirmation): taken before every other kind, so it
   * never queues behind a newsletter to thousands (decision 0072).
   */
  urgent?: boolean;
};

export type JobQueueOptions = {
  store: Store;
  log: FastifyBaseLogger;
  now: () => number;
  /** How often an idle worker looks for jobs written by other instances or come due. */
  pollIntervalMs: number;
  /** How long a worker holds a job before another may take it, taken as dead. Longer than any send. */
  leaseMs?: number;
  batchSize?: number;
  /** Attempts before a job failing transiently is recorded failed. */
  maxAttempts?: number;
  backoff?: Backoff;
  random?: () => number;
  /** How long stop() waits for jobs in hand before handing them back to the queue. */
  stopTimeoutMs?: number;
  /** How long finished jobs stay, for operators to look at (failed ones stay four times as long). */
  keepDoneMs?: number;
  onOutcome?: (kind: string, outcome: JobOutcome) => void;
};

export type JobQueue = {
  readonly workerId: string;
  register: <T>(kind: string, handler: JobHandler<T>) => void;
  /**
   * Writes a job through `db`, the app's or a transaction's. Outside a transaction this process's worker
   * wakes at once; inside one, call wake() after the commit (else the next poll finds it).
   */
  enqueue: (db: Kysely<Database>, job: NewJob) => Promise<string | undefined>;
  /** Writes many jobs at once, skipping repeated dedupe keys; answers how many were written. Wakes like enqueue. */
  enqueueMany: (db: Kysely<Database>, jobs: readonly NewJob[]) => Promise<number>;
  /**
   * Removes what is still waiting in a group (a deleted post's mails); jobs already in hand finish, so
   * their handlers check that what they serve still exists. Answers how many were removed.
   */
  cancelGroup: (db: Kysely<Database>, groupKey: string) => Promise<number>;
  wake: () => void;
  /**
   * Runs batches until none is due, every job in hand finished. Jobs waiting for a retry later are
   * left waiting: a test moves its clock, then drains again.
   */
  drain: () => Promise<void>;
  /**
   * Starts polling; jobs are taken only once the app is ready. Resolves once the jobs a dead process on
   * this host was holding have been handed back (see reclaimOrphans), not when they are done.
   */
  start: () => Promise<void>;
  /** Stops taking jobs; jobs in hand finish, or after stopTimeoutMs go back to the queue for anyone. */
  stop: () => Promise<void>;
};

const LAST_ERROR_MAX = 2000;

/** How often one kind's "the service it needs is down" is logged while the outage lasts. */
const OUTAGE_LOG_INTERVAL_MS = 60_000;

/** Workers alive in this process: two apps in one process (tests) are two workers with one pid. */
const liveWorkers = new Set<string>();

/** Whether a process with this pid exists on this machine (EPERM: it does, but is not ours to signal). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether the worker that wrote `lockedBy` is gone for certain: it ran on this host and its process no
 * longer exists, or it had this very pid (a container restarted: pid 1 again) but is not a worker of
 * this process. Workers on other hosts cannot be checked; their jobs wait for the lease to run out.
 */
export function isDeadLocalWorker(lockedBy: string, host = hostname()): boolean {
  const [workerHost, pidText] = lockedBy.split(":");
  const pid = Number(pidText);
  if (workerHost !== host || !Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return !liveWorkers.has(lockedBy);
  return !processExists(pid);
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, LAST_ERROR_MAX);
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { store, log, now } = options;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  // A kill -9 repeats at most the jobs in hand: 8 of a 400-reader send is 2% (docs/decisions/0035).
  const batchSize = options.batchSize ?? 8;
  const maxAttempts = options.maxAttempts ?? 8;
  const random = options.random ?? Math.random;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const keepDoneMs = options.keepDoneMs ?? 7 * 24 * 60 * 60_000;
  let lastPruneAt = Number.NEGATIVE_INFINITY;
  // Distinct per queue, not per process: two apps in one process (tests) are two workers.
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const handlers = new Map<string, JobHandler<unknown>>();
  /** When each kind last logged that the service it needs is down. */
  const outageLoggedAt = new Map<string, number>();

  let started = false;
  let stopping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let again = false;

  /** Records the end of an attempt, only while this worker still holds the job (its lease may have gone). */
  const finish = async (
    job: ClaimedJob,
    fields: { status: "done" | "failed" | "queued"; last_error: string | null; run_at?: number },
  ) => {
    const time = now();
    const result = await store.db
      .updateTable("job")
      .set({ ...fields, locked_by: null, locked_until: null, updated_at: new Date(time).toISOString() })
      .where("id", "=", job.id)
      .where("status", "=", "running")
      .where("locked_by", "=", workerId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) {
      log.warn({ job: job.id, kind: job.kind }, "a job outlived its lease; another worker may have run it again");
    }
  };

  const runOne = async (job: ClaimedJob) => {
    try {
      const handler = handlers.get(job.kind);
      if (!handler) throw new PermanentJobError(`No handler is registered for jobs of kind "${job.kind}".`);
      let payload: unknown;
      try {
        payload = handler.schema.parse(JSON.parse(job.payload));
      } catch (error) {
        throw new PermanentJobError(`The stored payload is not what "${job.kind}" reads.`, { cause: error });
      }
      await handler.run(payload, job);
      await finish(job, { status: "done", last_error: null });
      options.onOutcome?.(job.kind, "done");
    } catch (error) {
      const context = { job: job.id, kind: job.kind, attempts: job.attempts, err: error };
      if (error instanceof PermanentJobError || job.attempts >= maxAttempts) {
        await finish(job, { status: "failed", last_error: describe(error) });
        log.error(context, "a job failed and will not be tried again");
        options.onOutcome?.(job.kind, "failed");
      } else {
        const runAt = now() + retryDelayMs(job.attempts, random, options.backoff ?? DEFAULT_BACKOFF);
        await finish(job, { status: "queued", last_error: describe(error), run_at: runAt });
        if (error instanceof ServiceUnavailableJobError) {
          const time = now();
          if (time - (outageLoggedAt.get(job.kind) ?? Number.NEGATIVE_INFINITY) >= OUTAGE_LOG_INTERVAL_MS) {
            outageLoggedAt.set(job.kind, time);
            log.warn(
              { kind: job.kind, reason: error.message },
              "jobs wait for a service that does not answer; they are retried with backoff",
            );
          } else log.debug({ ...context, retryAt: new Date(runAt).toISOString() }, "a job waits for its service");
        } else {
          log.warn({ ...context, retryAt: new Date(runAt).toISOString() }, "a job failed; it will be tried again");
        }
        options.onOutcome?.(job.kind, "retried");
      }
    }
  };

  const runBatch = async (): Promise<number> => {
    const kinds = [...handlers.entries()];
    const jobs = await claimDueJobs(store, {
      workerId,
      now: now(),
      leaseMs,
      limit: batchSize,
      urgentKinds: kinds.filter(([, handler]) => handler.urgent).map(([kind]) => kind),
      kinds: kinds.filter(([, handler]) => !handler.urgent).map(([kind]) => kind),
    });
    await Promise.all(jobs.map((job) => runOne(job)));
    return jobs.length;
  };

  /**
   * Deletes jobs finished long ago, at most once an hour per worker, so the table holds what is waiting
   * and recent history rather than every mail ever sent. Dedupe keys of pruned jobs are free again:
   * what must never repeat (a post's mail to a reader) is kept elsewhere (post_delivery).
   */
  const prune = async () => {
    const time = now();
    if (time - lastPruneAt < 60 * 60_000) return;
    lastPruneAt = time;
    const stamp = (age: number) => new Date(time - age).toISOString();
    await store.db
      .deleteFrom("job")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "done"), eb("updated_at", "<", stamp(keepDoneMs))]),
          eb.and([eb("status", "=", "failed"), eb("updated_at", "<", stamp(4 * keepDoneMs))]),
        ]),
      )
      .execute();
  };

  const schedulePoll = () => {
    clearTimeout(timer);
    if (!started || stopping) return;
    timer = setTimeout(() => void kick(), options.pollIntervalMs);
    // A waiting poll never keeps a process alive that has nothing else to do.
    timer.unref();
  };

  /** One loop at a time: a wake during a loop makes it look once more after its current batch. */
  const kick = (): Promise<void> => {
    if (stopping) return loop ?? Promise.resolve();
    if (loop) {
      again = true;
      return loop;
    }
    loop = (async () => {
      try {
        do {
          again = false;
          while (!stopping && (await runBatch()) > 0) {
            // Batches follow one another while there is work; the poll waits only once none is due.
          }
          // Inside the loop: a kick (a drain, an urgent job) that comes while the prune awaits the
          // database must still find the loop running batches, or it would resolve with its job untaken.
          if (!again && !stopping) await prune();
        } while (again && !stopping);
      } catch (error) {
        log.error({ err: error }, "the job worker could not take jobs; it tries again at the next poll");
      } finally {
        loop = undefined;
        schedulePoll();
      }
    })();
    return loop;
  };

  /**
   * A process killed mid-send (kill -9, a crash, a container restart) leaves its jobs running under a
   * lease of minutes. When it ran on this host we can tell it is gone, so a restarted instance takes
   * its jobs back at once instead of leaving those readers waiting for the lease.
   */
  const reclaimOrphans = async () => {
    const holders = await store.db
      .selectFrom("job")
      .select("locked_by")
      .distinct()
      .where("status", "=", "running")
      .where("locked_by", "like", `${hostname()}:%`)
      .execute();
    for (const { locked_by: holder } of holders) {
      if (!holder || !isDeadLocalWorker(holder)) continue;
      const result = await store.db
        .updateTable("job")
        .set({ status: "queued", locked_by: null, locked_until: null, updated_at: new Date(now()).toISOString() })
        .where("status", "=", "running")
        .where("locked_by", "=", holder)
        .executeTakeFirst();
      log.warn({ worker: holder, jobs: Number(result.numUpdatedRows) }, "took back the jobs of a worker that died");
    }
  };

  const release = async () => {
    await store.db
      .updateTable("job")
      .set({ status: "queued", locked_by: null, locked_until: null, updated_at: new Date(now()).toISOString() })
      .where("status", "=", "running")
      .where("locked_by", "=", workerId)
      .execute();
  };

  return {
    workerId,
    register: (kind, handler) => {
      handlers.set(kind, handler as JobHandler<unknown>);
    },
    enqueue: async (db, job) => {
      const id = await enqueueJob(db, job, now());
      if (id !== undefined && started && !db.isTransaction) void kick();
      return id;
    },
    enqueueMany: async (db, many) => {
      const written = await enqueueJobs(db, many, now());
      if (written > 0 && started && !db.isTransaction) void kick();
      return written;
    },
    cancelGroup: async (db, groupKey) => {
      const result = await db
        .deleteFrom("job")
        .where("group_key", "=", groupKey)
        .where("status", "=", "queued")
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    wake: () => {
      if (started) void kick();
    },
    drain: () => kick(),
    start: async () => {
      if (started || stopping) return;
      started = true;
      liveWorkers.add(workerId);
      try {
        await reclaimOrphans();
      } catch (error) {
        // The lease still frees those jobs later; starting matters more.
        log.error({ err: error }, "could not look for the jobs of dead workers");
      }
      void kick();
    },
    stop: () => {
      stopping ??= (async () => {
        clearTimeout(timer);
        if (!loop) {
          liveWorkers.delete(workerId);
          return;
        }
        let timeout: NodeJS.Timeout | undefined;
        const late = new Promise<"late">((resolve) => {
          timeout = setTimeout(() => resolve("late"), stopTimeoutMs);
        });
        const ended = await Promise.race([loop.then(() => "ended" as const), late]);
        clearTimeout(timeout);
        if (ended === "late") {
          // Handed back rather than left to its lease: another instance (or this one, restarted) takes it now.
          log.warn({ worker: workerId }, "jobs still running at shutdown go back to the queue");
          await release();
        }
        liveWorkers.delete(workerId);
      })();
      return stopping;
    },
  };
}
