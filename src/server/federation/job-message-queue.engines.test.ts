import type { MessageQueueEnqueueOptions } from "@fedify/fedify";
import { Temporal } from "@js-temporal/polyfill";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { afterEach, describe, expect, it } from "vitest";
import { createJobMessageQueue, FEDIFY_JOB } from "./job-message-queue";

/** The polyfill Fedify itself uses; its typings differ slightly from TypeScript's Temporal lib. */
const delay = (seconds: number) =>
  Temporal.Duration.from({ seconds }) as unknown as NonNullable<MessageQueueEnqueueOptions["delay"]>;

const START = Date.parse("2026-03-01T12:00:00Z");

describe.each(engines)("Fedify's queue over the job table ($name)", ({ url }) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** An app on a clock the test moves, and a second queue over its jobs (it takes over the `fedify` kind). */
  async function setUp() {
    let time = START;
    t = await createTestApp(url(), {}, undefined, { now: () => time });
    const app = t.app;
    const queue = createJobMessageQueue(app.jobs, { db: () => app.store.db, now: () => time });
    const jobs = () =>
      app.store.db.selectFrom("job").selectAll().where("kind", "=", FEDIFY_JOB).orderBy("created_at").execute();
    return { app, queue, jobs, advance: (ms: number) => (time += ms) };
  }

  it("persists a delayed message as a job and hands it to the listener once due", async () => {
    const { app, queue, jobs, advance } = await setUp();
    expect(queue.nativeRetrial).toBe(true);
    const received: unknown[] = [];
    const listening = new AbortController();
    const done = queue.listen((message) => void received.push(message), { signal: listening.signal });
    const message = { type: "outbox", id: "m-1", activity: { type: "Accept" }, attempt: 0 };
    await queue.enqueue(message, { delay: delay(30) });

    const [row] = await jobs();
    expect(row?.status).toBe("queued");
    expect(Number(row?.run_at)).toBe(START + 30_000);
    expect(JSON.parse(row?.payload ?? "null")).toEqual(message);
    await app.jobs.drain();
    expect(received).toEqual([]);

    advance(30_000);
    await app.jobs.drain();
    expect(received).toEqual([message]);
    expect((await jobs()).map((job) => job.status)).toEqual(["done"]);

    listening.abort();
    await done;
  });

  it("stores a message's keys without the Ed25519 one, which Fedify cannot import on Node 20", async () => {
    const { queue, jobs } = await setUp();
    const rsa = { keyId: "https://example.test/ap/users/a#main-key", privateKey: { kty: "RSA", alg: "RS256" } };
    const ed = { keyId: "https://example.test/ap/users/a#key-2", privateKey: { kty: "OKP", crv: "Ed25519" } };
    await queue.enqueue({ type: "outbox", id: "m-4", keys: [rsa, ed] });
    const [row] = await jobs();
    expect(JSON.parse(row?.payload ?? "null")).toEqual({ type: "outbox", id: "m-4", keys: [rsa] });
  });

  it("retries a message nobody listens to yet, and one whose listener fails, with the queue's backoff", async () => {
    const { app, queue, jobs, advance } = await setUp();
    await queue.enqueueMany?.([
      { type: "outbox", id: "m-2" },
      { type: "fanout", id: "m-3" },
    ]);
    await app.jobs.drain();
    expect((await jobs()).map((job) => [job.status, job.attempts])).toEqual([
      ["queued", 1],
      ["queued", 1],
    ]);
    expect((await jobs())[0]?.last_error).toMatch(/not listening/);

    const received: unknown[] = [];
    const listening = new AbortController();
    const done = queue.listen(
      async (message) => {
        received.push(message);
        if ((message as { id: string }).id === "m-3") throw new Error("the remote inbox answered 500");
      },
      { signal: listening.signal },
    );
    advance(60 * 60_000);
    await app.jobs.drain();
    expect(received).toHaveLength(2);
    const byId = Object.fromEntries((await jobs()).map((job) => [JSON.parse(job.payload).id, job]));
    expect(byId["m-2"]).toMatchObject({ status: "done", attempts: 2 });
    expect(byId["m-3"]).toMatchObject({ status: "queued", attempts: 2 });
    expect(byId["m-3"]?.last_error).toMatch(/answered 500/);

    // Listening ends when the signal aborts; what comes due afterwards waits for the next listener.
    listening.abort();
    await done;
    advance(60 * 60_000);
    await app.jobs.drain();
    expect(received).toHaveLength(2);
  });
});
