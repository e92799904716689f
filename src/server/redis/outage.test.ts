import { createTestApp, type TestApp } from "@test/server/harness";
import { captureLogs } from "@test/server/log-lines";
import { closedPort, startTcpProxy } from "@test/server/tcp-proxy";
import { afterEach, describe, expect, it, vi } from "vitest";

const OUTAGE_WARNING = "Redis is unreachable; rate limits fall back to per-process counters until it returns";

/** Redis is optional at run time: with it configured but gone, every route still answers. */
describe("Redis unreachable", () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it("starts and serves, reports degraded health, limits per process and warns once", async () => {
    const logs = captureLogs();
    t = await createTestApp(
      ":memory:",
      { redisUrl: `redis://127.0.0.1:${await closedPort()}`, rateLimitMax: 4, logLevel: "warn" },
      undefined,
      { logStream: logs.logStream },
    );
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "degraded", database: "up", redis: "down" });

    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.app.inject({ url: "/api/allBlogs" })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    // Health stays outside the limit, so an orchestrator never mistakes a busy instance for a dead one.
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    await vi.waitFor(() => expect(logs.withMessage(OUTAGE_WARNING).length).toBeGreaterThan(0));
    expect(logs.withMessage(OUTAGE_WARNING)).toHaveLength(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("Redis going away and coming back", () => {
  const opened: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((app) => app.close()));
  });

  it("shares counts while up, keeps serving while down, and shares again once it returns", async () => {
    const target = new URL(redisUrl as string);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    try {
      const logs = captureLogs();
      const open = async (extra: object = {}) => {
        const app = await createTestApp(
          ":memory:",
          // "info", so the line saying Redis is back (an info, not a warning) is kept too.
          { redisUrl: proxy.url, rateLimitMax: 1000, logLevel: "info" },
          undefined,
          extra,
        );
        opened.push(app);
        return app.app;
      };
      const first = await open({ logStream: logs.logStream });
      const second = await open({ logStream: captureLogs().logStream });
      const healthOf = async (app: typeof first) => (await app.inject({ url: "/api/health" })).json().redis;
      await vi.waitFor(async () => expect([await healthOf(first), await healthOf(second)]).toEqual(["up", "up"]));

      // Failed sign-ins for one account add up across both instances through Redis.
      const email = `shared-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
      const signIn = (app: typeof first) =>
        app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: { origin: app.config.baseUrl },
          payload: { email, password: "Wrong#Pass1" },
        });
      for (let i = 0; i < 5; i++) expect((await signIn(first)).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) expect((await signIn(second)).statusCode).toBe(401);
      expect((await signIn(first)).statusCode).toBe(429);

      await proxy.cut();
      await vi.waitFor(async () => expect(await healthOf(first)).toBe("down"));
      const during = await first.inject({ url: "/api/health" });
      expect(during.statusCode).toBe(200);
      expect(during.json().status).toBe("degraded");
      expect((await first.inject({ url: "/api/allBlogs" })).statusCode).toBe(200);
      expect((await signIn(first)).statusCode).toBe(401);

      await proxy.restore();
      await vi.waitFor(async () => expect(await healthOf(first)).toBe("up"), { timeout: 10_000, interval: 100 });
      expect((await signIn(first)).statusCode).toBe(429);
      expect(logs.withMessage(OUTAGE_WARNING)).toHaveLength(1);
      expect(logs.withMessage("Redis is reachable again; rate limits are shared across instances again")).toHaveLength(
        1,
      );
    } finally {
      await proxy.close();
    }
  });
});
