import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Instance, signUpWriterOverHttp, startInstance, stopInstance } from "@test/server/instance";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "../db/connect";
import { newId } from "../db/ids";
import { newNonce } from "../newsletter/tokens";

const READERS = 400;
/** Mails the sink answers before it stops answering, as if the sender died right after handing them over. */
const ANSWERED = 60;
/** At most the batch a worker holds may go out twice: 2% of the list. */
const MAX_REPEATS = Math.floor(READERS * 0.02);
const ORIGIN = "http://localhost";

/** Two real processes, a real SMTP server and a kill -9: on a busy two-core machine that takes a while. */
const TIMEOUT_MS = 150_000;

describe("a send cut by kill -9", { timeout: TIMEOUT_MS }, () => {
  const instances: Instance[] = [];
  let smtp: TestSmtpServer | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "inkwell-kill-"));
  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("reaches every reader after a restart, and repeats at most the batch that was in flight", async () => {
    smtp = await startSmtpServer(undefined, { holdAfter: ANSWERED });
    const file = path.join(dir, "inkwell.db");
    const env = {
      DATA_DIR: dir,
      DATABASE_URL: file,
      AUTH_SECRET: "k".repeat(40),
      SMTP_URL: smtp.url,
      MAIL_FROM: "Inkwell <no-reply@inkwell.test>",
      SEED_DEMO: "false",
      JOB_POLL_INTERVAL_MS: "200",
    };
    const first = startInstance(env);
    instances.push(first);
    const base = await first.url;
    const token = await signUpWriterOverHttp(base, ORIGIN);

    const store = await connect(file);
    const emails = Array.from({ length: READERS }, (_, index) => `reader-${index}@example.com`);
    try {
      for (let start = 0; start < READERS; start += 100) {
        await store.db
          .insertInto("newsletter_subscriber")
          .values(
            emails.slice(start, start + 100).map((email) => ({
              id: newId(),
              email,
              created_at: new Date().toISOString(),
              status: "confirmed" as const,
              token: newNonce(),
            })),
          )
          .execute();
      }
      const published = await fetch(`${base}/api/blog`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title: "Notes on the Analytical Engine",
          image: "https://images.example.com/engine.jpg",
          category: "Technology",
          shortDesc: "What the engine could do, and what it could not.",
          longDesc: "The engine weaves algebraic patterns as the loom weaves flowers and leaves. ".repeat(10),
        }),
      });
      expect(published.status).toBe(201);

      // Mid-send: the sink has answered some mails and holds the rest of the batch unanswered.
      await expect.poll(() => smtp?.held() ?? 0, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
      first.child.kill("SIGKILL");
      await first.exited;
      const before = smtp.received.length;
      expect(before).toBeLessThan(READERS);
      smtp.stopHolding();

      const second = startInstance(env);
      instances.push(second);
      await second.url;
      const received = () => new Set(smtp?.received.flatMap((mail) => mail.to));
      await expect
        .poll(() => emails.filter((email) => !received().has(email)).length, { timeout: 90_000, interval: 100 })
        .toBe(0);

      const perReader = new Map<string, number>();
      for (const mail of smtp.received) for (const to of mail.to) perReader.set(to, (perReader.get(to) ?? 0) + 1);
      const repeated = emails.filter((email) => (perReader.get(email) ?? 0) > 1);
      expect(repeated.length).toBeLessThanOrEqual(MAX_REPEATS);
      const delivered = await store.db
        .selectFrom("post_delivery")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      expect(Number(delivered.count)).toBe(READERS);
    } finally {
      await store.close();
    }
  });
});
