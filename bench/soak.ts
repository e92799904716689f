import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { newId } from "@server/db/ids";
import { newNonce } from "@server/newsletter/tokens";
import { startPrivatePostgres } from "@test/server/private-postgres";
import { startPrivateRedis } from "@test/server/private-redis";
import { startPrivateS3 } from "@test/server/private-s3";
import { startSmtpServer } from "@test/server/smtp-server";
import { closedPort } from "@test/server/tcp-proxy";
import { cookieHeader } from "@test/server/users";
import pg from "pg";
import { startLoad } from "./soak-load";
import { type Fault, soakPhases, WARM_UP_SHARE } from "./soak-phases";
import { judge, printReport } from "./soak-report";

/**
 * `npm run bench:soak`: the app (main.ts under tsx, its own process) against a private PostgreSQL,
 * Redis, SMTP server and S3 bucket, under mixed load for SOAK_MINUTES (10 unless set), with each
 * dependency taken away along the way (soak-phases.ts). Prints, per phase, the answers by class and
 * their latency, then what the issue promises: no 5xx but 503, every acknowledged write found, every
 * reader mailed (at most 2% twice), memory within 20% of its size after warm-up. Exits 1 on a miss.
 * Never part of `npm test`; loopback only; the shared PostgreSQL and Redis are never touched.
 */
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10) > 0 ? Number(process.env.SOAK_MINUTES ?? 10) : 10;
const RUN_MS = MINUTES * 60_000;
/** Confirmed newsletter readers: each acknowledged post is owed one mail to each. */
const SUBSCRIBERS = 20;
const COMMENTERS = 4;
/**
 * How long to wait after the load for mail still in the queue's backoff: after five minutes of
 * refusals a mail may wait one more doubling (4 to 8 minutes, jobs/backoff.ts).
 */
const MAIL_DRAIN_LIMIT_MS = 10 * 60_000;
const ORIGIN = "http://localhost";

const poll = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process on this machine, in bytes, from /proc (Linux). */
function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/mu.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

async function signUp(base: string, name: string): Promise<{ cookie: string; email: string }> {
  const email = `${name.toLowerCase().replace(/\W/gu, "-")}-${randomBytes(3).toString("hex")}@example.com`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ name, email, password: "Secret#123", image: "https://images.example.com/a.png" }),
  });
  if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return { cookie: cookieHeader(response.headers.getSetCookie()), email };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "inkwell-soak-"));
  console.log(`Soak: ${MINUTES} min of load; starting PostgreSQL, Redis, SMTP and S3 of its own…`);
  const database = await startPrivatePostgres();
  const redis = await startPrivateRedis();
  const s3 = await startPrivateS3();
  let refusing = false;
  const smtp = await startSmtpServer(() => (refusing ? { code: 451, message: "4.3.2 Try again later" } : undefined));
  const port = await closedPort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(dir, "app.log");
  const log = openSync(logFile, "a");
  // node with tsx's loader, as the tests start instances: the pid read for memory is the app's own.
  const app = spawn(process.execPath, ["--import", "tsx", path.resolve("src/server/main.ts")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: ORIGIN,
      DATA_DIR: dir,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Inkwell <no-reply@inkwell.test>",
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      SEED_DEMO: "false",
      RATE_LIMIT_MAX: "1000000000",
      AUTH_RATE_LIMIT_MAX: "1000000000",
      JOB_POLL_INTERVAL_MS: "500",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", log, log],
  });
  const exited = new Promise<void>((resolve) => app.once("exit", () => resolve()));
  // A connection of its own per use: one held across the run would die with the database's restart.
  const asAdmin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  try {
    for (let attempt = 0; ; attempt++) {
      if (app.exitCode !== null) throw new Error(`The app exited with ${app.exitCode}; see ${logFile}`);
      const ready = await fetch(`${base}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (attempt > 600) throw new Error("The app was not ready within two minutes.");
      await poll(200);
    }

    const writer = await signUp(base, "Soak Writer");
    const commenters = [];
    for (let i = 0; i < COMMENTERS; i++) commenters.push(await signUp(base, `Soak Reader ${i}`));
    await asAdmin(async (admin) => {
      // A day old, so each may comment at the established rate rather than a new account's.
      await admin.query("update profile set created_at = $1", [new Date(Date.now() - 2 * 86_400_000).toISOString()]);
      for (let i = 0; i < SUBSCRIBERS; i++) {
        await admin.query(
          "insert into newsletter_subscriber (id, email, created_at, status, token) values ($1, $2, $3, 'confirmed', $4)",
          [newId(), `subscriber-${i}@example.com`, new Date().toISOString(), newNonce()],
        );
      }
    });

    const phases = soakPhases(RUN_MS);
    const startedAt = performance.now();
    const load = startLoad({ base, origin: ORIGIN, writer, commenters, phases, startedAt, runMs: RUN_MS });

    const faults: Record<Fault, { begin: () => Promise<void> | void; end: () => Promise<void> | void }> = {
      "pg-stopped": { begin: () => database.stop({ mode: "fast" }), end: () => database.start() },
      "pg-frozen": { begin: () => database.freeze(), end: () => database.thaw() },
      "redis-stopped": { begin: () => redis.stop(), end: () => redis.start() },
      "smtp-refusing": {
        begin: () => {
          refusing = true;
        },
        end: () => {
          refusing = false;
        },
      },
      "s3-stopped": { begin: () => s3.stop(), end: () => s3.start() },
    };
    let memoryAfterWarmUp = Number.NaN;
    let active: Fault[] = [];
    for (const phase of [...phases, { name: "end", startMs: RUN_MS, endMs: RUN_MS, faults: [] }]) {
      // A soak's faults come at points in real time: that time passing is what is under test.
      await poll(Math.max(0, phase.startMs - (performance.now() - startedAt)));
      if (phase.startMs >= WARM_UP_SHARE * RUN_MS && Number.isNaN(memoryAfterWarmUp)) {
        memoryAfterWarmUp = residentBytes(app.pid as number);
      }
      for (const fault of active) if (!phase.faults.includes(fault)) await faults[fault].end();
      for (const fault of phase.faults) if (!active.includes(fault)) await faults[fault].begin();
      active = phase.faults;
      // Resident memory at each cut, so a run that misses the memory promise shows whether it levels off.
      const rssMb = (residentBytes(app.pid as number) / 1024 / 1024).toFixed(0);
      console.log(
        `${((performance.now() - startedAt) / 1000).toFixed(0).padStart(5)} s  ${phase.name}  (rss ${rssMb} MB)`,
      );
    }
    const results = await load.finished;
    const memoryAtEnd = residentBytes(app.pid as number);

    console.log("Load over; checking acknowledged writes and waiting for queued mail…");
    const found = await asAdmin((admin) => load.verify(admin));
    const postTitles = new Set(results.publishedTitles);
    const expectedPostMails = postTitles.size * SUBSCRIBERS;
    const mailCounts = () => {
      const perPair = new Map<string, number>();
      for (const mail of smtp.received) {
        const subject = /^Subject: (.*)$/mu.exec(mail.raw)?.[1]?.trim() ?? "";
        const key = postTitles.has(subject) ? subject : results.subscribedEmails.has(mail.to[0] ?? "") ? "confirm" : "";
        if (!key) continue;
        for (const to of mail.to) perPair.set(`${key}\n${to}`, (perPair.get(`${key}\n${to}`) ?? 0) + 1);
      }
      const pairs = [...perPair.entries()];
      const posts = pairs.filter(([key]) => !key.startsWith("confirm\n"));
      return {
        postMailsDelivered: posts.length,
        postMailsTwice: posts.filter(([, count]) => count > 1).length,
        confirmationsDelivered: pairs.length - posts.length,
      };
    };
    const drainStarted = performance.now();
    let lastNote = drainStarted;
    while (
      (mailCounts().postMailsDelivered < expectedPostMails ||
        mailCounts().confirmationsDelivered < results.subscribedEmails.size) &&
      performance.now() - drainStarted < MAIL_DRAIN_LIMIT_MS
    ) {
      if (performance.now() - lastNote > 30_000) {
        lastNote = performance.now();
        console.log(`  mail: ${mailCounts().postMailsDelivered} of ${expectedPostMails} post mails so far`);
      }
      await poll(1000);
    }
    const mail = {
      ...mailCounts(),
      expectedPostMails,
      expectedConfirmations: results.subscribedEmails.size,
      waitedMs: performance.now() - drainStarted,
    };
    printReport({ phases, results, found, mail, memoryAfterWarmUp, memoryAtEnd });
    const misses = judge({ phases, results, found, mail, memoryAfterWarmUp, memoryAtEnd });
    if (misses.length > 0) {
      console.log(`\nPromises missed:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`);
      console.log(`App log: ${logFile} (kept)`);
      process.exitCode = 1;
    } else {
      console.log("\nEvery promise held.");
    }
  } finally {
    database.thaw();
    app.kill("SIGTERM");
    await exited;
    await Promise.all([database.destroy(), redis.destroy(), s3.destroy(), smtp.close()]);
    if (process.exitCode !== 1) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
