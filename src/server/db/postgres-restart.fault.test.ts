import { randomBytes } from "node:crypto";
import { blogPayload, postBlog } from "@test/server/blogs";
import { createTestApp, type TestApp } from "@test/server/harness";
import { type PrivatePostgres, privatePostgresAvailable, startPrivatePostgres } from "@test/server/private-postgres";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import type { InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE } from "../error-handler";
import { SERVING_TIMEOUTS } from "./connect";

/**
 * The promise is an answer within 2 s: a stopped server refuses at once, and one that takes the
 * connection but says nothing is given up on after the pool's 2 s connection timeout (connect.ts). The
 * bound adds 2 s for a loaded two-core machine, where timers and the event loop run late; a request
 * that hangs (the failure this guards against) takes minutes, so the margin costs no sensitivity.
 */
const ANSWER_BOUND_MS = 4000;
/**
 * A frozen server holds a request handed one of the pool's open connections until the client gives up
 * on the answer (SERVING_TIMEOUTS.answerMs, decision 0070); the same 2 s of room on top.
 */
const FROZEN_BOUND_MS = SERVING_TIMEOUTS.answerMs + 2000;
/** Once the server accepts connections again, the app serves within this with no restart. */
const RECOVERY_MS = 5000;
const FROM = "Inkwell <no-reply@inkwell.test>";

/**
 * PostgreSQL stopped, crashed, restarted and frozen under a running app, on a private cluster the test
 * owns (test-support/server/private-postgres.ts), never the shared server.
 */
describe.skipIf(!privatePostgresAvailable)("a private PostgreSQL failing under a running app", () => {
  let db: PrivatePostgres;
  let smtp: TestSmtpServer;
  let t: TestApp;
  let writer: TestUser;
  // Real time plus whatever the test skips over: timers and sockets run for real, a job's due time is
  // reached by moving this instead of waiting for it.
  let skipped = 0;
  const now = () => Date.now() + skipped;

  beforeAll(async () => {
    db = await startPrivatePostgres();
    smtp = await startSmtpServer();
    // The worker looks for due jobs every 100 ms, so one that comes due is taken without anyone waking it.
    // The pool runs with the serving timeouts, as main.ts opens it.
    t = await createTestApp(
      db.url,
      { mail: { smtpUrl: smtp.url, from: FROM }, jobPollIntervalMs: 100 },
      undefined,
      { now },
      { timeouts: SERVING_TIMEOUTS },
    );
    writer = await signUpUser(t.app);
  });
  // A failed test leaves the server as the next test expects it: running.
  afterEach(async () => {
    db.thaw();
    await db.start();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await db?.destroy();
  });

  // A search no one has made: the public cache cannot answer it, so the database must.
  const fresh = () => `/api/allBlogs?search=${randomBytes(6).toString("hex")}`;
  /**
   * The answer and how long it took; a request still unanswered past the bound fails here, with that
   * said, rather than holding the test until its timeout (a hang is what these tests look for).
   */
  const timed = async (request: InjectOptions, bound = ANSWER_BOUND_MS) => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${bound} ms: the request hangs`)), bound);
    });
    try {
      const response = await Promise.race([t.app.inject(request), late]);
      return { response, ms: performance.now() - started };
    } finally {
      clearTimeout(timer);
    }
  };
  const expectUnavailable = async (request: InjectOptions, bound = ANSWER_BOUND_MS) => {
    const { response, ms } = await timed(request, bound);
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE, code: "DATABASE_UNAVAILABLE" });
    expect(ms).toBeLessThan(bound);
  };
  const expectServing = () =>
    vi.waitFor(async () => expect((await t.app.inject({ url: fresh() })).statusCode).toBe(200), {
      timeout: RECOVERY_MS,
      interval: 50,
    });
  const blogsFound = async (ids: string[]) => {
    const found: string[] = [];
    for (const id of ids) if ((await t.app.inject({ url: `/api/allBlogs/${id}` })).statusCode === 200) found.push(id);
    return found;
  };

  it("answers 503 quickly while stopped, keeps cached reads, and recovers by itself with nothing lost", async () => {
    const acknowledged = [await postBlog(t.app, writer.token), await postBlog(t.app, writer.token)];
    // A mail due in a minute: it waits in the queue across the outage.
    const to = `queued-${randomBytes(4).toString("hex")}@example.com`;
    await t.app.mailer.enqueue(
      t.store.db,
      { to, subject: "Queued", text: "Across the outage" },
      { runAt: now() + 60_000 },
    );
    const kept = "/api/allBlogs?limit=3";
    const before = await t.app.inject({ url: kept });
    expect(before.statusCode).toBe(200);

    await db.stop({ mode: "fast" });
    await expectUnavailable({ url: fresh() });
    await expectUnavailable({
      method: "POST",
      url: "/api/blog",
      headers: bearer(writer.token),
      payload: blogPayload(),
    });
    await expectUnavailable({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: `r-${Date.now()}@example.com` },
    });
    const cached = await t.app.inject({ url: kept });
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(before.body);
    const { response: page, ms: pageMs } = await timed({ url: `/Blogs?search=${randomBytes(6).toString("hex")}` });
    expect(page.statusCode).toBe(503);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(pageMs).toBeLessThan(ANSWER_BOUND_MS);
    expect((await t.app.inject({ url: "/api/health/ready" })).statusCode).toBe(503);
    expect((await t.app.inject({ url: "/api/health/live" })).statusCode).toBe(200);

    await db.start();
    await expectServing();
    expect((await t.app.inject({ url: "/api/health/ready" })).statusCode).toBe(200);
    expect(await blogsFound(acknowledged)).toEqual(acknowledged);
    // The worker kept polling through the outage: the queued mail goes once it is due, unprompted.
    expect(smtp.received.filter((mail) => mail.to.includes(to))).toEqual([]);
    skipped += 61_000;
    await vi.waitFor(() => expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1), {
      timeout: RECOVERY_MS,
      interval: 50,
    });
  });

  it("serves an anonymous reader the page it kept, stale, while the server is stopped or frozen", async () => {
    const title = `Read through the outage ${randomBytes(3).toString("hex")}`;
    const id = await postBlog(t.app, writer.token, { title });
    const path = `/viewDetails/${id}`;
    let kept = await t.app.inject({ url: path });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain(title);
    const expectKept = async (bound: number) => {
      const { response, ms } = await timed({ url: path }, bound);
      expect(response.statusCode).toBe(200);
      // The very page that was true when kept: the same bytes, so it shows nothing the store never held.
      expect(response.body).toBe(kept.body);
      expect(response.headers.etag).toBe(kept.headers.etag);
      expect(ms).toBeLessThan(bound);
    };

    await db.stop({ mode: "fast" });
    await expectKept(ANSWER_BOUND_MS);
    // A page never kept cannot be drawn: the plain 503 page, not a page missing its data.
    const { response: unkept } = await timed({ url: `/Blogs?search=${randomBytes(6).toString("hex")}` });
    expect(unkept.statusCode).toBe(503);
    // Signed in, a page is drawn for its reader each time: never someone else's kept copy.
    const { response: signedIn } = await timed({ url: path, headers: { cookie: writer.cookie } });
    expect(signedIn.statusCode).toBe(503);
    await db.start();
    await expectServing();

    await Promise.all(Array.from({ length: 4 }, () => t.app.inject({ url: fresh() })));
    // Kept again at the revision now standing, whatever moved it while the server was away.
    kept = await t.app.inject({ url: path });
    db.freeze();
    try {
      await expectKept(FROZEN_BOUND_MS);
    } finally {
      db.thaw();
    }
    await expectServing();
  });

  it("loses no acknowledged write when the server crashes mid-traffic, and never answers 500", async () => {
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    let writing = true;
    // Two writers publishing one post after another, through the crash and the restart.
    const writers = [0, 1].map(async () => {
      while (writing) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/blog",
          headers: bearer(writer.token),
          payload: blogPayload({ title: `Through the crash ${randomBytes(3).toString("hex")}` }),
        });
        statuses.add(response.statusCode);
        if (response.statusCode === 201) acknowledged.push(response.json<{ insertedId: string }>().insertedId);
      }
    });
    const acknowledgedSoFar = () => acknowledged.length;
    try {
      await vi.waitFor(() => expect(acknowledgedSoFar()).toBeGreaterThanOrEqual(5), { timeout: 10_000, interval: 20 });
      // As a crash would: no checkpoint, sessions cut; the server replays its log when it starts.
      await db.stop({ mode: "immediate" });
      await vi.waitFor(() => expect(statuses.has(503)).toBe(true), { timeout: RECOVERY_MS, interval: 20 });
      const beforeRestart = acknowledgedSoFar();
      await db.start();
      await vi.waitFor(() => expect(acknowledgedSoFar()).toBeGreaterThan(beforeRestart + 2), {
        timeout: RECOVERY_MS,
        interval: 20,
      });
    } finally {
      writing = false;
      await Promise.all(writers);
    }

    expect([...statuses].sort()).toEqual([201, 503]);
    expect(await blogsFound(acknowledged)).toEqual(acknowledged);
  });

  it("answers 503 within the answer timeout while the server is frozen, and recovers once it thaws", async () => {
    // Connections in the pool, as a busy instance has them, when the server stops answering.
    await Promise.all(Array.from({ length: 4 }, () => t.app.inject({ url: fresh() })));
    db.freeze();
    try {
      // At once, so they meet the open connections; together, so the test waits one timeout, not three.
      await Promise.all(Array.from({ length: 3 }, () => expectUnavailable({ url: fresh() }, FROZEN_BOUND_MS)));
    } finally {
      db.thaw();
    }
    // The connections left behind unanswered queries are closed, not handed out again: fresh ones answer.
    await expectServing();
  });
});
