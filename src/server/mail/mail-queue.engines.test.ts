import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../db/ids";
import { DEFAULT_BACKOFF } from "../jobs/backoff";
import { MAIL_JOB } from "./mailer";
import { SMTP_POOL_CONNECTIONS } from "./smtp";

const FROM = "Inkwell <no-reply@inkwell.test>";
const METRICS_TOKEN = "metrics-token-for-mail-queue-tests";

/** Greylisting: every address starting "grey" is asked to come back later the first time it is offered. */
const refusals = (to: string, offeredBefore: number) => {
  if (to.startsWith("grey") && offeredBefore === 0) return { code: 451, message: "4.7.1 Greylisted, try again later" };
  if (to.startsWith("nobody")) return { code: 550, message: "5.1.1 No such mailbox" };
  return undefined;
};

describe.each(engines)("mail through the durable job queue ($name)", ({ url }) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  // The queue reads this clock: retries come due by moving it, never by waiting.
  let clock = Date.now();

  beforeAll(async () => {
    smtp = await startSmtpServer(refusals);
    t = await createTestApp(
      url(),
      { mail: { smtpUrl: smtp.url, from: FROM }, metricsToken: METRICS_TOKEN },
      undefined,
      {
        now: () => clock,
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const jobFor = async (to: string) => {
    const rows = await t.store.db.selectFrom("job").selectAll().where("kind", "=", MAIL_JOB).execute();
    const matching = rows.filter((row) => (JSON.parse(row.payload) as { to: string }).to === to);
    expect(matching).toHaveLength(1);
    return matching[0] as (typeof rows)[number];
  };
  const receivedBy = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));

  it("stores the mail as a job and delivers it, with its html and headers", async () => {
    t.app.mailer.dispatch({
      to: "ada@example.com",
      subject: "Hello",
      text: "Plain words",
      html: "<p>Plain <b>words</b></p>",
      headers: { "List-Unsubscribe": "<https://inkwell.test/unsubscribe?t=abc>" },
    });
    await t.app.mailer.idle();

    const [mail] = receivedBy("ada@example.com");
    expect(receivedBy("ada@example.com")).toHaveLength(1);
    expect(mail?.from).toBe("no-reply@inkwell.test");
    expect(mail?.raw).toMatch(/^Subject: Hello$/mu);
    expect(mail?.raw).toMatch(/^List-Unsubscribe: <https:\/\/inkwell\.test\/unsubscribe\?t=abc>$/mu);
    expect(mail?.raw).toContain("Content-Type: text/html");
    const job = await jobFor("ada@example.com");
    expect(job).toMatchObject({ status: "done", attempts: 1, locked_by: null, last_error: null });
  });

  it("retries a mail the server asks to send later, after a jittered backoff, and delivers it once", async () => {
    const to = "grey-1@example.com";
    const sentAt = clock;
    t.app.mailer.dispatch({ to, subject: "Greylisted", text: "Later" });
    await t.app.mailer.idle();

    expect(receivedBy(to)).toEqual([]);
    const waiting = await jobFor(to);
    expect(waiting).toMatchObject({ status: "queued", attempts: 1, locked_by: null });
    expect(waiting.last_error).toMatch(/451/u);
    // Equal jitter: between half the first step and the whole of it.
    const delay = Number(waiting.run_at) - sentAt;
    expect(delay).toBeGreaterThanOrEqual(DEFAULT_BACKOFF.baseMs / 2);
    expect(delay).toBeLessThanOrEqual(DEFAULT_BACKOFF.baseMs);

    // Not before its time.
    clock = Number(waiting.run_at) - 1;
    await t.app.mailer.idle();
    expect(receivedBy(to)).toEqual([]);

    clock = Number(waiting.run_at);
    await t.app.mailer.idle();
    expect(receivedBy(to)).toHaveLength(1);
    expect(await jobFor(to)).toMatchObject({ status: "done", attempts: 2, last_error: null });
    expect(smtp.offers.get(to)).toBe(2);
  });

  it("records a mail the server refuses for good as failed, with the reply, and never offers it again", async () => {
    const to = "nobody-1@example.com";
    t.app.mailer.dispatch({ to, subject: "Refused", text: "No one reads this" });
    await t.app.mailer.idle();

    const failed = await jobFor(to);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, locked_by: null, locked_until: null });
    expect(failed.last_error).toMatch(/550/u);
    clock += DEFAULT_BACKOFF.capMs * 10;
    await t.app.mailer.idle();
    expect(smtp.offers.get(to)).toBe(1);
    expect(receivedBy(to)).toEqual([]);
  });

  it("takes again a mail whose worker died holding it once its lease has run out, and not before", async () => {
    const insertHeld = async (to: string, lockedUntil: number) => {
      const stamp = new Date(clock).toISOString();
      await t.store.db
        .insertInto("job")
        .values({
          id: newId(),
          kind: MAIL_JOB,
          payload: JSON.stringify({ to, subject: "Held", text: "By a dead worker" }),
          status: "running",
          attempts: 1,
          run_at: clock - 60_000,
          locked_by: "killed-with-9:1234:dead",
          locked_until: lockedUntil,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    };
    await insertHeld("lapsed@example.com", clock - 1);
    await insertHeld("held@example.com", clock + 60_000);
    await t.app.mailer.idle();

    expect(receivedBy("lapsed@example.com")).toHaveLength(1);
    expect(await jobFor("lapsed@example.com")).toMatchObject({ status: "done", attempts: 2, locked_by: null });
    expect(receivedBy("held@example.com")).toEqual([]);
    expect(await jobFor("held@example.com")).toMatchObject({ status: "running", locked_by: "killed-with-9:1234:dead" });

    clock += 60_001;
    await t.app.mailer.idle();
    expect(receivedBy("held@example.com")).toHaveLength(1);
    expect(await jobFor("held@example.com")).toMatchObject({ status: "done", attempts: 2 });
  });

  it("reuses pooled connections for a burst of mail", async () => {
    const before = smtp.connections();
    for (let i = 0; i < 20; i++) t.app.mailer.dispatch({ to: `burst-${i}@example.com`, subject: "Burst", text: "…" });
    await t.app.mailer.idle();
    for (let i = 0; i < 20; i++) expect(receivedBy(`burst-${i}@example.com`)).toHaveLength(1);
    // The pool opens at most its few connections; without it each of the 20 mails would open its own.
    expect(smtp.connections() - before).toBeLessThanOrEqual(SMTP_POOL_CONNECTIONS);
  });

  it("reports jobs finished and queued at /metrics", async () => {
    const scrape = async () => {
      const response = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const body = response.body;
      return (series: string) => {
        const line = body.split("\n").find((candidate) => candidate.startsWith(`${series} `));
        return line === undefined ? 0 : Number(line.slice(series.length + 1));
      };
    };
    const finished = (outcome: string) => `inkwell_jobs_finished_total{kind="mail",outcome="${outcome}"}`;
    const queued = 'inkwell_jobs_queued{kind="mail"}';
    const earlier = await scrape();
    t.app.mailer.dispatch({ to: "plain-metrics@example.com", subject: "Counted", text: "…" });
    t.app.mailer.dispatch({ to: "grey-metrics@example.com", subject: "Counted", text: "…" });
    t.app.mailer.dispatch({ to: "nobody-metrics@example.com", subject: "Counted", text: "…" });
    await t.app.mailer.idle();
    const later = await scrape();
    expect(later(finished("done")) - earlier(finished("done"))).toBe(1);
    expect(later(finished("retried")) - earlier(finished("retried"))).toBe(1);
    expect(later(finished("failed")) - earlier(finished("failed"))).toBe(1);
    // The greylisted mail waits for its retry.
    expect(later(queued) - earlier(queued)).toBe(1);
  });
});
