import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

const TOKEN = "metrics-token-for-tests-0123456789";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one sample line (`name{labels} value`) of a Prometheus text body, or undefined. */
function sample(body: string, name: string, labels: string): number | undefined {
  const line = body.split("\n").find((candidate) => candidate.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("GET /metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("does not exist, token or not, and answers like any unknown API path", async () => {
    for (const headers of [{}, bearer(TOKEN), bearer("")]) {
      const response = await t.app.inject({ url: "/metrics", headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Nothing is at GET /metrics.", code: "NOT_FOUND" });
    }
  });
});

describe.each(engines)("GET /metrics with METRICS_TOKEN ($name)", ({ name, url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(url(), { metricsToken: TOKEN });
  });
  afterAll(async () => t?.close());

  it("refuses a missing, wrong or malformed token with 401", async () => {
    const attempts = [
      {},
      bearer("wrong"),
      bearer(`${TOKEN}x`),
      bearer(TOKEN.slice(0, -1)),
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({ url: "/metrics", headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers["www-authenticate"]).toMatch(/^Bearer/u);
      expect(response.json()).toMatchObject({ message: expect.any(String), code: "UNAUTHORIZED" });
    }
  });

  it("counts requests by route pattern and status, never by raw URL, with latency, event-loop lag and the pool", async () => {
    // Three different URLs (two ids, one spelling in capitals) of one route.
    const id = "0123456789abcdef0123456";
    for (let i = 0; i < 2; i++) await t.app.inject({ url: `/api/allBlogs/${id}${i}` });
    await t.app.inject({ url: `/api/ALLBLOGS/${id}0` });
    await t.app.inject({ url: "/api/health" });
    await t.app.inject({ url: "/api/no/such/thing-1" });
    await t.app.inject({ url: "/api/no/such/thing-2" });

    const response = await t.app.inject({ url: "/metrics", headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/u);
    expect(response.headers["x-request-id"]).toEqual(expect.any(String));
    const body = response.body;

    const blog = 'method="GET",route="/api/allBlogs/:id",status_code="404"';
    expect(sample(body, "http_requests_total", blog)).toBe(3);
    expect(sample(body, "http_request_duration_seconds_count", blog)).toBe(3);
    expect(sample(body, "http_request_duration_seconds_bucket", `le="10",${blog}`)).toBe(3);
    expect(sample(body, "http_requests_total", 'method="GET",route="/api/health",status_code="200"')).toBe(1);
    // Every other GET (pages, and unknown API paths answered 404) goes through the pages' catch-all route.
    expect(sample(body, "http_requests_total", 'method="GET",route="/*",status_code="404"')).toBe(2);
    // Neither raw URLs nor ids become label values.
    expect(body).not.toContain(id);
    expect(body).not.toContain("thing-1");

    expect(body).toContain("# TYPE http_request_duration_seconds histogram");
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds [\d.e+-]+$/mu);
    expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e+-]+$/mu);
    expect(body).toMatch(/^process_resident_memory_bytes /mu);

    const engine = `engine="${name}"`;
    if (name === "sqlite") {
      expect(sample(body, "inkwell_db_pool_max_connections", engine)).toBe(1);
      expect(sample(body, "inkwell_db_pool_connections", engine)).toBe(1);
      expect(sample(body, "inkwell_db_pool_idle_connections", engine)).toBeUndefined();
    } else {
      expect(sample(body, "inkwell_db_pool_max_connections", engine)).toBe(10);
      expect(sample(body, "inkwell_db_pool_connections", engine)).toBeGreaterThanOrEqual(1);
      expect(sample(body, "inkwell_db_pool_idle_connections", engine)).toBeGreaterThanOrEqual(0);
      expect(sample(body, "inkwell_db_pool_waiting_requests", engine)).toBe(0);
    }
  });

  it("stays out of the API docs", async () => {
    const docs = await t.app.inject({ url: "/api/docs/json" });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths as object)).not.toContain("/metrics");
  });
});

describe("GET /metrics under a tight rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(":memory:", { metricsToken: TOKEN, rateLimitMax: 2 });
  });
  afterAll(async () => t?.close());

  it("is never limited, while the API is", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.app.inject({ url: "/api/allBlogs" })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    // Even a refused request says which one it was.
    expect((await t.app.inject({ url: "/api/allBlogs" })).headers["x-request-id"]).toEqual(expect.any(String));
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({ url: "/metrics", headers: bearer(TOKEN) });
      expect(response.statusCode).toBe(200);
    }
    const body = (await t.app.inject({ url: "/metrics", headers: bearer(TOKEN) })).body;
    expect(sample(body, "http_requests_total", 'method="GET",route="/api/allBlogs",status_code="429"')).toBe(2);
  });
});

describe("several apps in one process", () => {
  const opened: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((t) => t.close()));
  });

  it("each count their own requests", async () => {
    for (let i = 0; i < 2; i++) opened.push(await createTestApp(":memory:", { metricsToken: TOKEN }));
    const [first, second] = opened as [TestApp, TestApp];
    await first.app.inject({ url: "/api/health" });
    const health = 'method="GET",route="/api/health",status_code="200"';
    const scrape = async (t: TestApp) => (await t.app.inject({ url: "/metrics", headers: bearer(TOKEN) })).body;
    expect(sample(await scrape(first), "http_requests_total", health)).toBe(1);
    expect(sample(await scrape(second), "http_requests_total", health)).toBeUndefined();
  });
});
