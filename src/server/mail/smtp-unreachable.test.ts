import { createTestApp, type TestApp } from "@test/server/harness";
import { captureLogs } from "@test/server/log-lines";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { startTcpProxy } from "@test/server/tcp-proxy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_JOB } from "./mailer";

const OUTAGE_LINE = "jobs wait for a service that does not answer; they are retried with backoff";
const PER_JOB_LINE = "a job failed; it will be tried again";

/**
 * The mail server out of reach (a relay in front of a real SMTP server, cut and restored): mail waits
 * and is retried with backoff, the log says so once rather than once per mail, and once the server is
 * back every mail arrives exactly once.
 */
describe("mail while the SMTP server is unreachable", () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let relay: Awaited<ReturnType<typeof startTcpProxy>>;
  const logs = captureLogs();
  // The queue reads this clock: retries come due by moving it, never by waiting.
  let clock = Date.now();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    relay = await startTcpProxy("127.0.0.1", Number(new URL(smtp.url).port));
    t = await createTestApp(
      ":memory:",
      {
        mail: { smtpUrl: `smtp://127.0.0.1:${relay.port}`, from: "Inkwell <no-reply@inkwell.test>" },
        logLevel: "warn",
      },
      undefined,
      { now: () => clock, logStream: logs.logStream },
    );
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
    await smtp?.close();
  });

  it("keeps every mail queued, logs the outage once, and delivers each once when the server returns", async () => {
    await relay.cut();
    const readers = Array.from({ length: 6 }, (_, i) => `reader-${i}@example.com`);
    for (const to of readers) t.app.mailer.dispatch({ to, subject: "While it was down", text: "Hello" });
    await t.app.mailer.idle();

    const waiting = await t.store.db.selectFrom("job").selectAll().where("kind", "=", MAIL_JOB).execute();
    expect(waiting).toHaveLength(readers.length);
    for (const job of waiting) {
      expect(job).toMatchObject({ status: "queued", attempts: 1 });
      expect(job.last_error).toMatch(/The mail server does not answer/u);
    }
    expect(logs.withMessage(OUTAGE_LINE)).toHaveLength(1);
    expect(logs.withMessage(PER_JOB_LINE)).toHaveLength(0);
    expect(smtp.received).toEqual([]);

    await relay.restore();
    clock = Math.max(...waiting.map((job) => Number(job.run_at)));
    await t.app.mailer.idle();
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...readers].sort());
    const done = await t.store.db.selectFrom("job").select("status").where("kind", "=", MAIL_JOB).execute();
    expect(done.map((job) => job.status)).toEqual(readers.map(() => "done"));
  });
});
