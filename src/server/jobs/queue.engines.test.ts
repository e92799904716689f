import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { engines } from "@test/server/harness";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import Fastify from "fastify";
import type { KyselyPlugin } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { connect, type Store } from "../db/connect";
import { prepareDatabase } from "../db/prepare";
import { createMailer } from "../mail/mailer";
import { retryDelayMs } from "./backoff";
import { PermanentJobError } from "./errors";
import { createJobQueue, isDeadLocalWorker, type JobOutcome } from "./queue";

/** Fastify's logger when logging is off: a logger that writes nothing. */
const silent = Fastify({ logger: false }).log;

describe("retry delays", () => {
  it("double each attempt up to the cap, half fixed and half random", () => {
    const backoff = { baseMs: 1000, capMs: 10_000 };
    expect([1, 2, 3, 4, 5, 9].map((attempt) => retryDelayMs(attempt, () => 0, backoff))).toEqual([
      500, 1000, 2000, 4000, 5000, 5000,
    ]);
    expect([1, 2, 3, 4, 5, 9].map((attempt) => retryDelayMs(attempt, () => 1, backoff))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});

describe.each(engines)("the job queue ($name)", ({ name, url }) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Two connections to one fresh database, as two instances of the app would hold. */
  const sharedDatabase = async (): Promise<[Store, Store]> => {
    let open: () => Promise<Store>;
    if (name === "sqlite") {
      const dir = await mkdtemp(path.join(tmpdir(), "inkwell-jobs-"));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      open = () => connect(path.join(dir, "inkwell.db"));
    } else {
      const schema = `t_${randomBytes(6).toString("hex")}`;
      open = () => connect(url(), { schema });
    }
    const first = await open();
    cleanups.push(() => first.close());
    await prepareDatabase(first);
    const second = await open();
    cleanups.push(() => second.close());
    return [first, second];
  };

  const smtpServer = async (): Promise<TestSmtpServer> => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    return smtp;
  };

  it("delivers each of 50 mails exactly once with two workers on one database", async () => {
    const smtp = await smtpServer();
    const stores = await sharedDatabase();
    const outcomes: Array<Record<JobOutcome, number>> = [];
    const mailers = stores.map((store) => {
      const counts = { done: 0, failed: 0, retried: 0 };
      outcomes.push(counts);
      const jobs = createJobQueue({
        store,
        log: silent,
        now: Date.now,
        pollIntervalMs: 60_000,
        batchSize: 4,
        onOutcome: (_kind, outcome) => counts[outcome]++,
      });
      const mailer = createMailer({
        mail: { smtpUrl: smtp.url, from: "Inkwell <no-reply@inkwell.test>" },
        dataDir: "data/test",
        log: silent,
        now: Date.now,
        db: store.db,
        jobs,
      });
      cleanups.push(() => mailer.close());
      return mailer;
    });
    const [first, second] = mailers as [(typeof mailers)[number], (typeof mailers)[number]];
    const [store] = stores;

    const addresses = Array.from({ length: 50 }, (_, i) => `reader-${i}@example.com`);
    for (const to of addresses) await first.enqueue(store.db, { to, subject: "New post", text: "Read it" });
    await Promise.all([first.idle(), second.idle(), first.idle(), second.idle()]);

    const delivered = smtp.received.flatMap((mail) => mail.to).sort();
    expect(delivered).toEqual([...addresses].sort());
    expect(outcomes.map((counts) => counts.done).reduce((a, b) => a + b)).toBe(50);
    // Both took a share: neither waited for the other to finish.
    expect(outcomes.every((counts) => counts.done > 0)).toBe(true);
    const rows = await store.db.selectFrom("job").select(["status", "attempts", "locked_by"]).execute();
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.status === "done" && Number(row.attempts) === 1 && row.locked_by === null)).toBe(
      true,
    );
  });

  it("writes a job with the transaction that caused it, and none when it rolls back", async () => {
    const [store] = await sharedDatabase();
    const seen: string[] = [];
    const jobs = createJobQueue({ store, log: silent, now: Date.now, pollIntervalMs: 60_000 });
    cleanups.push(() => jobs.stop());
    jobs.register("note", { schema: z.object({ text: z.string() }), run: async ({ text }) => void seen.push(text) });

    await store.db.transaction().execute(async (trx) => {
      await jobs.enqueue(trx, { kind: "note", payload: { text: "kept" } });
    });
    await expect(
      store.db.transaction().execute(async (trx) => {
        await jobs.enqueue(trx, { kind: "note", payload: { text: "rolled back" } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await jobs.drain();
    expect(seen).toEqual(["kept"]);
  });

  it("runs a job written while the worker prunes old jobs, once drained", async () => {
    // The job is written through a second connection: the held prune keeps SQLite's one connection busy.
    const [store, writer] = await sharedDatabase();
    // The prune's DELETE is held open, as a loaded database holds it, while a job is written and drained.
    const deletes = new WeakSet<object>();
    let pruneBegan: () => void = () => {};
    const pruning = new Promise<void>((resolve) => {
      pruneBegan = resolve;
    });
    let releasePrune: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      releasePrune = resolve;
    });
    const holdingThePrune: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        if (node.kind === "DeleteQueryNode") deletes.add(queryId);
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        if (deletes.has(queryId)) {
          pruneBegan();
          await released;
        }
        return result;
      },
    };
    const jobs = createJobQueue({
      store: { ...store, db: store.db.withPlugin(holdingThePrune) },
      log: silent,
      now: Date.now,
      pollIntervalMs: 60_000,
    });
    cleanups.push(() => jobs.stop());
    const seen: string[] = [];
    jobs.register("note", { schema: z.object({ text: z.string() }), run: async ({ text }) => void seen.push(text) });

    // Nothing is due, so the first drain goes straight to its first prune.
    const first = jobs.drain();
    await pruning;
    await jobs.enqueue(writer.db, { kind: "note", payload: { text: "written during the prune" } });
    const second = jobs.drain();
    releasePrune();
    await Promise.all([first, second]);
    expect(seen).toEqual(["written during the prune"]);
  });

  it("keeps one job per dedupe key, and groups jobs by what they belong to", async () => {
    const [store] = await sharedDatabase();
    const jobs = createJobQueue({ store, log: silent, now: Date.now, pollIntervalMs: 60_000 });
    cleanups.push(() => jobs.stop());
    const job = { kind: "note", payload: { text: "once" }, dedupeKey: "post-1:ada", groupKey: "post-1" };
    expect(await jobs.enqueue(store.db, job)).toMatch(/^[0-9a-f]{24}$/u);
    expect(await jobs.enqueue(store.db, job)).toBeUndefined();
    await jobs.enqueue(store.db, { ...job, dedupeKey: "post-1:grace" });
    await jobs.enqueue(store.db, { kind: "note", payload: { text: "no key" } });
    await jobs.enqueue(store.db, { kind: "note", payload: { text: "no key" } });
    const rows = await store.db.selectFrom("job").select(["dedupe_key", "group_key"]).execute();
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.group_key === "post-1")).toHaveLength(2);
  });

  it("fails a job for good on a permanent error or a payload its handler refuses, and after the last attempt", async () => {
    const [store] = await sharedDatabase();
    let clock = Date.now();
    const jobs = createJobQueue({ store, log: silent, now: () => clock, pollIntervalMs: 60_000, maxAttempts: 3 });
    cleanups.push(() => jobs.stop());
    let runs = 0;
    jobs.register("flaky", {
      schema: z.object({ mode: z.enum(["permanent", "transient"]) }),
      run: async ({ mode }) => {
        runs++;
        if (mode === "permanent") throw new PermanentJobError("never going to work");
        throw new Error("connection reset");
      },
    });
    const permanent = await jobs.enqueue(store.db, { kind: "flaky", payload: { mode: "permanent" } });
    const malformed = await jobs.enqueue(store.db, { kind: "flaky", payload: { mode: "sideways" } });
    const transient = await jobs.enqueue(store.db, { kind: "flaky", payload: { mode: "transient" } });
    for (let i = 0; i < 5; i++) {
      await jobs.drain();
      clock += 24 * 60 * 60_000;
    }
    const row = (id: string | undefined) =>
      store.db
        .selectFrom("job")
        .select(["status", "attempts", "last_error"])
        .where("id", "=", id ?? "")
        .executeTakeFirstOrThrow();
    expect(await row(permanent)).toEqual({
      status: "failed",
      attempts: 1,
      last_error: expect.stringMatching(/never/u),
    });
    expect(await row(malformed)).toEqual({
      status: "failed",
      attempts: 1,
      last_error: expect.stringMatching(/payload/u),
    });
    expect(await row(transient)).toEqual({
      status: "failed",
      attempts: 3,
      last_error: expect.stringMatching(/reset/u),
    });
    // The malformed payload never reached the handler.
    expect(runs).toBe(1 + 3);
  });

  it("leaves kinds it has no handler for to a worker that has one", async () => {
    const [store, other] = await sharedDatabase();
    const old = createJobQueue({ store, log: silent, now: Date.now, pollIntervalMs: 60_000 });
    const current = createJobQueue({ store: other, log: silent, now: Date.now, pollIntervalMs: 60_000 });
    cleanups.push(
      () => old.stop(),
      () => current.stop(),
    );
    const seen: string[] = [];
    old.register("note", { schema: z.unknown(), run: async () => void seen.push("old") });
    current.register("note", { schema: z.unknown(), run: async () => void seen.push("current note") });
    current.register("newer", { schema: z.unknown(), run: async () => void seen.push("current newer") });
    await old.enqueue(store.db, { kind: "newer", payload: {} });
    await old.drain();
    expect(seen).toEqual([]);
    await current.drain();
    expect(seen).toEqual(["current newer"]);
  });

  it("takes a job a person waits for before a large send queued earlier", async () => {
    const [store] = await sharedDatabase();
    let clock = Date.now();
    const jobs = createJobQueue({ store, log: silent, now: () => clock, pollIntervalMs: 60_000, batchSize: 4 });
    cleanups.push(() => jobs.stop());
    const order: string[] = [];
    const record = {
      schema: z.object({ name: z.string() }),
      run: async ({ name }: { name: string }) => void order.push(name),
    };
    jobs.register("newsletter", record);
    jobs.register("reset", { ...record, urgent: true });
    await jobs.enqueueMany(
      store.db,
      Array.from({ length: 20 }, (_, i) => ({ kind: "newsletter", payload: { name: `reader ${i}` } })),
    );
    clock += 1000;
    await jobs.enqueue(store.db, { kind: "reset", payload: { name: "reset" } });
    await jobs.drain();
    expect(order).toHaveLength(21);
    // The first batch already carries it, though twenty mails were due before it.
    expect(order.indexOf("reset")).toBeLessThan(4);
    expect(new Set(order.filter((name) => name !== "reset"))).toEqual(
      new Set(Array.from({ length: 20 }, (_, i) => `reader ${i}`)),
    );
  });

  it("on stop, hands a job that outlasts the stop timeout back to the queue, and its late end changes nothing", async () => {
    const [store] = await sharedDatabase();
    const jobs = createJobQueue({ store, log: silent, now: Date.now, pollIntervalMs: 60_000, stopTimeoutMs: 50 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    jobs.register("slow", {
      schema: z.unknown(),
      run: async () => {
        started();
        await stuck;
      },
    });
    const id = await jobs.enqueue(store.db, { kind: "slow", payload: {} });
    const draining = jobs.drain();
    await running;
    await jobs.stop();
    const row = await store.db
      .selectFrom("job")
      .select(["status", "locked_by"])
      .where("id", "=", id ?? "")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "queued", locked_by: null });
    // Finishing after the hand-back records nothing: the job is someone else's now.
    release();
    await draining;
    const after = await store.db
      .selectFrom("job")
      .select("status")
      .where("id", "=", id ?? "")
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("queued");
  });

  it("on start, takes back at once what a dead process on this host was holding, and nothing of a live one", async () => {
    const [store] = await sharedDatabase();
    const seen: string[] = [];
    const note = {
      schema: z.object({ text: z.string() }),
      run: async ({ text }: { text: string }) => void seen.push(text),
    };
    // Above Linux's largest pid: no such process can exist.
    const killed = `${hostname()}:${2 ** 22 + 1}:0badc0de`;
    // This pid but no worker of this process: the same pid in a container restarted after a kill -9.
    const restarted = `${hostname()}:${process.pid}:0badc0de`;
    const elsewhere = `another-host:1:0badc0de`;
    const farFuture = Date.now() + 60 * 60_000;
    for (const [text, holder] of [
      ["killed", killed],
      ["restarted", restarted],
      ["elsewhere", elsewhere],
    ] as const) {
      const id = await createJobQueue({ store, log: silent, now: Date.now, pollIntervalMs: 60_000 }).enqueue(store.db, {
        kind: "note",
        payload: { text },
      });
      await store.db
        .updateTable("job")
        .set({ status: "running", locked_by: holder, locked_until: farFuture, attempts: 1 })
        .where("id", "=", id ?? "")
        .execute();
    }

    const jobs = createJobQueue({ store, log: silent, now: Date.now, pollIntervalMs: 60_000 });
    cleanups.push(() => jobs.stop());
    jobs.register("note", note);
    await jobs.start();
    await jobs.drain();
    expect(seen.sort()).toEqual(["killed", "restarted"]);
    // A worker on another machine cannot be checked: its job waits for its lease.
    const waiting = await store.db
      .selectFrom("job")
      .select(["status", "locked_by"])
      .where("status", "=", "running")
      .execute();
    expect(waiting).toEqual([{ status: "running", locked_by: elsewhere }]);
  });

  it("never takes back the jobs of a worker still running in this process", async () => {
    const [store] = await sharedDatabase();
    const holder = createJobQueue({ store, log: silent, now: Date.now, pollIntervalMs: 60_000 });
    cleanups.push(() => holder.stop());
    await holder.start();
    expect(isDeadLocalWorker(holder.workerId)).toBe(false);
    expect(isDeadLocalWorker(`${hostname()}:${process.pid}:0badc0de`)).toBe(true);
    expect(isDeadLocalWorker(`${hostname()}:${process.ppid}:0badc0de`)).toBe(false);
  });
});
