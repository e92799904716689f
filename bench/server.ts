import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "@server/app";
import { connect, type Store } from "@server/db/connect";
import { prepareDatabase } from "@server/db/prepare";
import { followersToMail } from "@server/delivery/recipients";
import { encodeCursor } from "@server/http/cursor";
import { testConfig } from "@test/server/harness";
import { signUpUser } from "@test/server/users";
import { sql } from "kysely";
import { AUTHORS, authorEmail, authorHandle, blogBatches, blogId } from "./dataset";

/** What the server process tells the driver once it listens. */
export type ServerReady = {
  port: number;
  engine: string;
  blogs: number;
  loadMs: number;
  sampleId: string;
  /** All Blogs' last page (PAGE_SIZE per page) by cursor and by offset. */
  lastCursor: string;
  lastOffset: number;
  /** A writer of about one in AUTHORS of the blogs, for their list and their page. */
  authorHandle: string;
  /** Session cookies (bench/writes.ts asks for bearer tokens with them when it writes). */
  writerCookie: string;
  /** Accounts a day old, so each may comment COMMENTS_PER_MINUTE times a minute. */
  commenterCookies: string[];
};

/** The writer whose list and page are measured, and whose followers the fan-out reads. */
const SAMPLE_AUTHOR = 42;
const benchUserId = (index: number) => `bench-user-${index}`;

/** The All Blogs page size the client uses; the "last page" scenarios walk to the end in these. */
export const PAGE_SIZE = 12;
const BATCH = 500;
const BATCHES_PER_TRANSACTION = 100;
const SAMPLE_COMMENTS = 40;
/** Enough commenters for the write bench's comments within the per-account minute limit. */
const COMMENTERS = 6;
/** Readers who follow the sample writer and take mail when they publish: the follower fan-out reads them all. */
export const FOLLOWERS = 2000;
/** Passes of the fan-out read per measurement; the first is not counted. */
const FANOUT_PASSES = 11;

/** What the driver asks of a server process. */
export type ServerRequest = "stop" | "fanout" | "memory";
/** The answer to "fanout": the median time of one pass over the sample writer's followers. */
export type FanoutTimes = { fanoutMs: number; followers: number };
/** The answer to "memory": the process's resident set size, in bytes. */
export type MemoryUsage = { rss: number };

/**
 * The benchmarked app in its own process (forked by run.ts), so the load generator does not compete
 * with it for one event loop. Builds a temp SQLite file (or a fresh schema on BENCH_DATABASE_URL's
 * PostgreSQL), fills it in batches, listens on loopback, and removes everything when told to stop.
 * BENCH_STATIC_DIR: the built client (e.g. dist/web), so pages are drawn by the built server entry beside
 * it (pages/renderer.ts) as in production; without it they would be compiled by Vite on demand.
 */
async function serve(count: number): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const dir = postgresUrl ? undefined : mkdtempSync(path.join(tmpdir(), "inkwell-bench-"));
  const url = postgresUrl ?? path.join(dir as string, "bench.db");
  const schema = postgresUrl ? `bench_${randomBytes(5).toString("hex")}` : undefined;
  const config = testConfig({
    databaseUrl: url,
    rateLimitMax: 1_000_000_000,
    logLevel: "silent",
    ...(process.env.BENCH_STATIC_DIR ? { staticDir: process.env.BENCH_STATIC_DIR } : {}),
  });
  // However this process ends, the temp SQLite file goes with it.
  if (dir) process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  const store = await connect(url, schema ? { schema } : {});
  const cleanUp = async () => {
    if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(store.db);
    await store.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await prepareDatabase(store);
    const started = Date.now();
    // Batches of rows, many batches per transaction (a commit per batch would dominate); the search
    // index and revision triggers run per row, as they would for blogs written one by one.
    const batches = blogBatches(count, BATCH);
    for (let done = false; !done; ) {
      await store.db.transaction().execute(async (trx) => {
        for (let i = 0; i < BATCHES_PER_TRANSACTION; i++) {
          const next = batches.next();
          if (next.done) {
            done = true;
            return;
          }
          await trx.insertInto("blog").values(next.value).execute();
        }
      });
    }
    await addAuthors(store);
    await addFollowers(store, benchUserId(SAMPLE_AUTHOR));
    const sampleId = blogId(Math.floor(count / 2));
    const commentTime = new Date().toISOString();
    await store.db
      .insertInto("comment")
      .values(
        Array.from({ length: SAMPLE_COMMENTS }, (_, i) => ({
          id: `c${i.toString(16).padStart(23, "0")}`,
          blog_id: sampleId,
          author_email: `reader${i}@bench.test`,
          author_name: `Reader ${i}`,
          author_photo: "",
          body: `Comment ${i}: a thoughtful reply of a sentence or two, as readers write them.`,
          created_at: commentTime,
        })),
      )
      .execute();
    // The library was written before the app ran: nothing of it is for a CDN to purge, and draining a
    // row per post would compete with the first measurements.
    await store.db.deleteFrom("cache_purge").execute();
    // Fresh statistics, as a long-running database would have, so the planner picks the indexes.
    await sql`analyze`.execute(store.db);
    const loadMs = Date.now() - started;

    const lastCount = count % PAGE_SIZE || PAGE_SIZE;
    const lastOffset = Math.max(0, count - lastCount);
    const before = await store.db
      .selectFrom("blog")
      .select(["created_at", "id"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .offset(Math.max(0, lastOffset - 1))
      .executeTakeFirstOrThrow();
    const lastCursor = encodeCursor("recent", [before.created_at, before.id]);

    const app = await buildApp(config, store);
    // Signed up through the app, as people are; not counted in loadMs.
    const writer = await signUpUser(app);
    const commenters = [];
    for (let i = 0; i < COMMENTERS; i++) commenters.push(await signUpUser(app));
    const dayAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    await store.db
      .updateTable("profile")
      .set({ created_at: dayAgo })
      .where(
        "user_id",
        "in",
        store.db
          .selectFrom("user")
          .select("id")
          .where(
            "email",
            "in",
            commenters.map((user) => user.email),
          ),
      )
      .execute();
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    let stopping = false;
    const stop = async () => {
      // The driver sends stop and then disconnects: one clean-up, not two racing.
      if (stopping) return;
      stopping = true;
      await app.close();
      await cleanUp();
      process.exit(0);
    };
    process.on("message", (message: ServerRequest) => {
      if (message === "fanout")
        void measureFanout(store, benchUserId(SAMPLE_AUTHOR)).then((times) => process.send?.(times));
      else if (message === "memory") process.send?.({ rss: process.memoryUsage().rss } satisfies MemoryUsage);
      else void stop();
    });
    process.once("disconnect", () => void stop());
    const ready: ServerReady = {
      port,
      engine: store.engine,
      blogs: count,
      loadMs,
      sampleId,
      lastCursor,
      lastOffset,
      authorHandle: authorHandle(SAMPLE_AUTHOR),
      writerCookie: writer.cookie,
      commenterCookies: commenters.map((user) => user.cookie),
    };
    process.send?.(ready);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** An account and its profile, inserted as sign-up makes them. */
type BenchAccount = { id: string; name: string; email: string; handle: string };

/** Accounts and their profiles, in batches; what lists by handle, author pages and fan-outs read. */
async function insertAccounts(store: Store, accounts: BenchAccount[]): Promise<void> {
  const time = new Date();
  // better-auth's own columns: booleans and timestamps on PostgreSQL, integers and ISO text on SQLite.
  const stamp = store.engine === "postgres" ? time : time.toISOString();
  for (let start = 0; start < accounts.length; start += BATCH) {
    const batch = accounts.slice(start, start + BATCH);
    // The app's Database type lists only the user columns Inkwell reads (UserTable); these are better-auth's.
    const users = batch.map(({ id, name, email }) => ({
      id,
      name,
      email,
      emailVerified: store.engine === "postgres" ? false : 0,
      image: null,
      createdAt: stamp,
      updatedAt: stamp,
    }));
    await store.db
      .insertInto("user")
      .values(users as never)
      .execute();
    await store.db
      .insertInto("profile")
      .values(
        batch.map((account) => ({
          user_id: account.id,
          handle: account.handle,
          created_at: time.toISOString(),
          updated_at: time.toISOString(),
        })),
      )
      .execute();
  }
}

/**
 * An account and a profile for every generated writer, so lists by handle and author pages find them
 * (and every list shows its writers as it would on a real site).
 */
async function addAuthors(store: Store): Promise<void> {
  await insertAccounts(
    store,
    Array.from({ length: AUTHORS }, (_, index) => ({
      id: benchUserId(index),
      name: `Writer ${index}`,
      email: authorEmail(index),
      handle: authorHandle(index),
    })),
  );
}

/** Readers following one writer, with follower mail on (the profile's default). */
async function addFollowers(store: Store, authorId: string): Promise<void> {
  const followers = Array.from({ length: FOLLOWERS }, (_, index) => ({
    id: `bench-follower-${index}`,
    name: `Follower ${index}`,
    email: `follower${index}@bench.test`,
    handle: `follower${index}`,
  }));
  await insertAccounts(store, followers);
  const time = new Date().toISOString();
  for (let start = 0; start < followers.length; start += BATCH) {
    await store.db
      .insertInto("follow")
      .values(
        followers
          .slice(start, start + BATCH)
          .map((follower) => ({ follower_id: follower.id, author_id: authorId, created_at: time })),
      )
      .execute();
  }
}

/**
 * The follower fan-out's read as a post's fan-out job makes it (delivery/fanout.ts): every follower who
 * takes mail, page by page. Timed here, in the app's process, because the job runs in the worker and no
 * request waits for it; the pages it queues are the write side, which the publish row already covers.
 */
async function measureFanout(store: Store, authorId: string): Promise<FanoutTimes> {
  const times: number[] = [];
  let followers = 0;
  for (let pass = 0; pass < FANOUT_PASSES; pass++) {
    const started = performance.now();
    followers = 0;
    for await (const page of followersToMail(store.db, authorId)) followers += page.length;
    if (pass > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { fanoutMs: times[Math.floor(times.length / 2)] as number, followers };
}

// Only as the forked server: the driver imports this module's constants, and must not build a library of its own.
if (process.send) {
  serve(Number(process.env.BENCH_BLOGS ?? 20_000)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
