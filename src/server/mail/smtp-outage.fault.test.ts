import { randomBytes } from "node:crypto";
import { postBlog } from "@test/server/blogs";
import { createTestApp, type TestApp } from "@test/server/harness";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { startTcpProxy } from "@test/server/tcp-proxy";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../db/ids";
import { POST_MAIL } from "../delivery/kinds";
import { DEFAULT_BACKOFF } from "../jobs/backoff";
import { newNonce } from "../newsletter/tokens";

const FROM = "Inkwell <no-reply@inkwell.test>";
const READERS = 100;
/** The outage: five minutes of the queue's clock, moved in steps, never waited for. */
const OUTAGE_MS = 5 * 60_000;
const STEP_MS = 30_000;
/** At most this share of readers may get the post twice (a batch in flight when a sender dies). */
const MAX_REPEAT_SHARE = 0.02;

type Outage = {
  name: string;
  /** How SMTP is taken away and given back, on a real server behind a relay the test owns. */
  begin: (smtp: TestSmtpServer, relay: Awaited<ReturnType<typeof startTcpProxy>>) => Promise<void>;
  end: (smtp: TestSmtpServer, relay: Awaited<ReturnType<typeof startTcpProxy>>) => Promise<void>;
};

let refusing = false;
const OUTAGES: Outage[] = [
  // Nothing listens: every connection is refused, as with a mail server down for maintenance.
  { name: "unreachable", begin: (_smtp, relay) => relay.cut(), end: (_smtp, relay) => relay.restore() },
  // The server answers but asks for every recipient to be tried later (a full queue, greylisting).
  {
    name: "refusing every recipient with 451",
    begin: async () => {
      refusing = true;
    },
    end: async () => {
      refusing = false;
    },
  },
];

/**
 * SMTP gone for five minutes while a post goes out to its readers: the mail waits and is retried with
 * backoff (never given up on, never hammered), and once SMTP is back every reader gets the post, at
 * most 2% of them twice.
 */
describe.each(OUTAGES)("SMTP $name for five minutes", (outage) => {
  let smtp: TestSmtpServer;
  let relay: Awaited<ReturnType<typeof startTcpProxy>>;
  let t: TestApp;
  let writer: TestUser;
  // The queue reads this clock: retries come due by moving it.
  let clock = Date.now();

  beforeAll(async () => {
    smtp = await startSmtpServer(() => (refusing ? { code: 451, message: "4.3.2 Try again later" } : undefined));
    const port = Number(new URL(smtp.url).port);
    relay = await startTcpProxy("127.0.0.1", port);
    t = await createTestApp(
      ":memory:",
      { mail: { smtpUrl: `smtp://127.0.0.1:${relay.port}`, from: FROM } },
      undefined,
      { now: () => clock },
    );
    writer = await signUpUser(t.app);
  });
  afterAll(async () => {
    refusing = false;
    await t?.close();
    await relay?.close();
    await smtp?.close();
  });

  const subscribe = async (): Promise<string[]> => {
    const tag = randomBytes(4).toString("hex");
    const rows = Array.from({ length: READERS }, (_, index) => ({
      id: newId(),
      email: `reader-${tag}-${index}@example.com`,
      created_at: new Date(clock).toISOString(),
      status: "confirmed" as const,
      token: newNonce(),
    }));
    await t.store.db.insertInto("newsletter_subscriber").values(rows).execute();
    return rows.map((row) => row.email);
  };
  const postMailJobs = () => t.store.db.selectFrom("job").selectAll().where("kind", "=", POST_MAIL).execute();
  const settle = () => t.app.mailer.idle();

  it("keeps the mail queued and retried with backoff, then reaches every reader once SMTP is back", async () => {
    const readers = await subscribe();
    await outage.begin(smtp, relay);
    const started = clock;
    // The writer is not held up by the mail server.
    await postBlog(t.app, writer.token, { title: `Written during an outage ${randomBytes(3).toString("hex")}` });
    await settle();

    while (clock - started < OUTAGE_MS) {
      clock += STEP_MS;
      await settle();
    }
    expect(smtp.received).toEqual([]);
    const waiting = await postMailJobs();
    expect(waiting).toHaveLength(READERS);
    for (const job of waiting) {
      expect(job.status).toBe("queued");
      expect(job.run_at).toBeGreaterThan(clock);
    }
    // Backoff: 30 s, 1 min, 2 min, 4 min with jitter (jobs/backoff.ts) fits 4 to 5 tries into five
    // minutes; a retry on every 30 s step would be 11. 3 allows for tries landing between steps.
    const attempts = waiting.map((job) => job.attempts);
    expect(Math.min(...attempts)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...attempts)).toBeLessThanOrEqual(5);

    await outage.end(smtp, relay);
    // The longest wait after five minutes of failures is one step of the backoff's doubling.
    const ceiling = clock + 2 * DEFAULT_BACKOFF.baseMs * 2 ** 5;
    const received = () => new Set(smtp.received.flatMap((mail) => mail.to));
    while (readers.some((reader) => !received().has(reader)) && clock < ceiling) {
      clock += STEP_MS;
      await settle();
    }

    expect(readers.filter((reader) => !received().has(reader))).toEqual([]);
    const perReader = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.to) perReader.set(to, (perReader.get(to) ?? 0) + 1);
    const repeated = readers.filter((reader) => (perReader.get(reader) ?? 0) > 1);
    expect(repeated.length).toBeLessThanOrEqual(Math.floor(READERS * MAX_REPEAT_SHARE));
    const finished = await postMailJobs();
    expect(finished.filter((job) => job.status !== "done")).toEqual([]);
  });
});
