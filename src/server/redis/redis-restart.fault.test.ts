import { randomBytes } from "node:crypto";
import { blogPayload, postBlog } from "@test/server/blogs";
import { createTestApp, type TestApp } from "@test/server/harness";
import { captureLogs } from "@test/server/log-lines";
import { type PrivateRedis, privateRedisAvailable, startPrivateRedis } from "@test/server/private-redis";
import { bearer, signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const OUTAGE_WARNING = "Redis is unreachable; rate limits fall back to per-process counters until it returns";
const BACK = "Redis is reachable again; rate limits are shared across instances again";
/**
 * Bound on one answer while Redis is gone. Commands fail at once while the client is offline (no offline
 * queue, redis/connection.ts), so answers take what they take with Redis up; the bound is the 2 s
 * connect timeout plus 2 s for a loaded two-core machine, against a failure mode measured in minutes.
 */
const ANSWER_BOUND_MS = 4000;
/** The client retries every 2 s at most during an outage, so it is back within this once Redis is. */
const RECOVERY_MS = 5000;

/**
 * A private redis-server (never the shared one) stopped and started again under a running app: every
 * route keeps answering as it would, limits fall back to this process, and the app goes back to Redis by
 * itself, saying so once each way.
 */
describe.skipIf(!privateRedisAvailable)("a private Redis stopped and started under a running app", () => {
  let redis: PrivateRedis;
  let t: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    redis = await startPrivateRedis();
    // "info", so the line saying Redis is back (an info, not a warning) is kept too.
    t = await createTestApp(":memory:", { redisUrl: redis.url, rateLimitMax: 1000, logLevel: "info" }, undefined, {
      logStream: logs.logStream,
    });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.destroy();
  });

  const redisHealth = async () => (await t.app.inject({ url: "/api/health" })).json().redis;

  it("keeps every kind of route answering while Redis is down, and reconnects once it is back", async () => {
    await vi.waitFor(async () => expect(await redisHealth()).toBe("up"), { timeout: RECOVERY_MS, interval: 50 });
    const writer = await signUpUser(t.app);
    const reader = await signUpUser(t.app);
    const blogId = await postBlog(t.app, writer.token);

    // Reads, a page, writes, sign-in (its failed-attempt counter lives in Redis) and a new account.
    const routes = () => [
      { url: `/api/allBlogs?search=${randomBytes(4).toString("hex")}`, status: 200 },
      { url: `/api/allBlogs/${blogId}`, status: 200 },
      { url: "/Blogs", status: 200 },
      {
        method: "POST" as const,
        url: "/api/blog",
        headers: bearer(writer.token),
        payload: blogPayload({ title: "Written without Redis" }),
        status: 201,
      },
      {
        method: "POST" as const,
        url: "/api/comments",
        headers: bearer(reader.token),
        payload: { blogId, comment: "A note while Redis is away" },
        status: 201,
      },
      {
        method: "POST" as const,
        url: "/api/newsletter",
        payload: { email: `r-${Date.now()}@example.com` },
        status: 201,
      },
      {
        method: "POST" as const,
        url: "/api/auth/sign-in/email",
        headers: { origin: t.app.config.baseUrl },
        payload: { email: writer.email, password: writer.password },
        status: 200,
      },
    ];
    const answerAll = async (timed: boolean) => {
      for (const { status, ...request } of routes()) {
        const started = performance.now();
        const response = await t.app.inject(request);
        const ms = performance.now() - started;
        expect(response.statusCode, `${request.url}: ${response.body.slice(0, 200)}`).toBe(status);
        if (timed) expect(ms, `${request.url} took ${Math.round(ms)} ms`).toBeLessThan(ANSWER_BOUND_MS);
      }
      expect((await signUpUser(t.app)).token).toBeTruthy();
    };
    // Once with Redis up: the same answers, and the first render of a page (slow once) out of the way.
    await answerAll(false);

    await redis.stop();
    await vi.waitFor(async () => expect(await redisHealth()).toBe("down"), { timeout: RECOVERY_MS, interval: 50 });
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe("degraded");
    await answerAll(true);

    await redis.start();
    await vi.waitFor(async () => expect(await redisHealth()).toBe("up"), { timeout: RECOVERY_MS, interval: 50 });
    expect((await t.app.inject({ url: "/api/health" })).json().status).toBe("ok");
    expect(logs.withMessage(OUTAGE_WARNING)).toHaveLength(1);
    expect(logs.withMessage(BACK)).toHaveLength(1);
  });
});
