import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app";
import { createAccount } from "../src/server/auth/accounts";
import { insertBlog } from "../src/server/blogs/store";
import { connect } from "../src/server/db/connect";
import { newId } from "../src/server/db/ids";
import { prepareDatabase } from "../src/server/db/prepare";
import { newNonce } from "../src/server/newsletter/tokens";
import { testConfig } from "../test-support/server/harness";

/**
 * `npm run bench:mail`: one post to a list of confirmed subscribers, through the real fan-out, queue
 * and pooled SMTP into a sink on loopback (another process). Prints mails per second and this
 * process's peak memory, for a small list and then a list five times longer: memory must not grow with
 * the list (the fan-out streams subscribers). A benchmark, not a test. Issue 22's goal: 300 mails/s.
 * - BENCH_MAIL_READERS: the long list (default 10000); the short one is a fifth of it.
 * - BENCH_DATABASE_URL: a PostgreSQL server to run on (a fresh schema, dropped after) instead of SQLite.
 */
const READERS = Number(process.env.BENCH_MAIL_READERS ?? 10_000);
const GOAL_PER_SECOND = 300;

// React's production build, as `npm start` runs it: the templates load it on first use.
process.env.NODE_ENV = "production";

type Sink = { port: number; count: () => Promise<number>; stop: () => void };

async function startSink(): Promise<Sink> {
  const child = fork(path.resolve("bench/smtp-sink.ts"), { execArgv: ["--import", "tsx"] });
  const port = await new Promise<number>((resolve) =>
    child.once("message", (message: { port: number }) => resolve(message.port)),
  );
  return {
    port,
    count: () =>
      new Promise<number>((resolve) => {
        child.once("message", (message: { count: number }) => resolve(message.count));
        child.send("count");
      }),
    stop: () => child.disconnect(),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const sink = await startSink();
  const dir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-mail-"));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const schema = pgUrl ? `bench_mail_${Date.now().toString(36)}` : undefined;
  const store = await connect(pgUrl ?? path.join(dir, "inkwell.db"), schema ? { schema } : {});
  await prepareDatabase(store);
  const config = testConfig({
    databaseUrl: pgUrl ?? path.join(dir, "inkwell.db"),
    dataDir: dir,
    mail: { smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: "Inkwell <bench@inkwell.test>" },
    logLevel: "silent",
    jobPollIntervalMs: 1000,
  });
  const app = await buildApp(config, store);
  await app.ready();
  const author = { email: "bench-writer@example.com", name: "Bench Writer" };
  await createAccount(app, { ...author, password: "Bench#2026pass", image: "https://images.example.com/w.png" });

  let subscribed = 0;
  const subscribeUpTo = async (total: number) => {
    for (; subscribed < total; subscribed += Math.min(500, total - subscribed)) {
      const count = Math.min(500, total - subscribed);
      await store.db
        .insertInto("newsletter_subscriber")
        .values(
          Array.from({ length: count }, (_, index) => ({
            id: newId(),
            email: `reader-${subscribed + index}@example.com`,
            created_at: new Date().toISOString(),
            status: "confirmed" as const,
            token: newNonce(),
          })),
        )
        .execute();
    }
  };

  const sendOnce = async (readers: number) => {
    await subscribeUpTo(readers);
    const before = await sink.count();
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakHeap = baseline.heapUsed;
    let peakRss = baseline.rss;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakHeap = Math.max(peakHeap, usage.heapUsed);
      peakRss = Math.max(peakRss, usage.rss);
    }, 50);
    const started = performance.now();
    await insertBlog(
      store,
      {
        title: `A post for ${readers} readers`,
        image: "https://images.example.com/post.jpg",
        category: "Technology",
        shortDesc: "Measured, not guessed.",
        longDesc: "Every reader gets one mail. ".repeat(40),
        draft: false,
      },
      author,
      app.postLifecycle,
    );
    app.jobs.wake();
    while ((await sink.count()) - before < readers) await new Promise((resolve) => setTimeout(resolve, 100));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    await app.mailer.idle();
    global.gc?.();
    const settled = process.memoryUsage().heapUsed;
    const rate = readers / seconds;
    console.log(
      `${readers.toString().padStart(6)} readers: ${seconds.toFixed(1)} s, ${Math.round(rate)} mails/s ` +
        `(goal ${GOAL_PER_SECOND}: ${rate >= GOAL_PER_SECOND ? "met" : "MISSED"}); ` +
        `peak heap ${mb(peakHeap)} (+${mb(peakHeap - baseline.heapUsed)} over idle), peak RSS ${mb(peakRss)}, ` +
        `heap kept after the send ${mb(settled - baseline.heapUsed)}`,
    );
  };

  try {
    console.log(`Engine: ${store.engine}; every mail goes through the queue and SMTP to a sink on loopback.`);
    await sendOnce(Math.round(READERS / 5));
    await sendOnce(READERS);
  } finally {
    await app.close();
    if (schema) await store.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await store.close();
    sink.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
