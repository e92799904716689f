import { randomBytes } from "node:crypto";
import { createTestApp, type TestApp } from "@test/server/harness";
import { startTcpProxy } from "@test/server/tcp-proxy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE } from "../error-handler";

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL taken away and brought back under a running app, through a relay in front of the real
 * server (the shared server itself is never stopped): the app answers 503 with a way to retry, pages
 * included, and recovers by itself once the database answers again.
 */
describe.skipIf(!databaseUrl)("PostgreSQL out of reach", () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  // A search no one has made: the public cache cannot answer it, so the database must.
  const fresh = () => `/api/allBlogs?search=${randomBytes(6).toString("hex")}`;

  beforeAll(async () => {
    const target = new URL(databaseUrl as string);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const relayed = new URL(databaseUrl as string);
    relayed.hostname = "127.0.0.1";
    relayed.port = String(proxy.port);
    t = await createTestApp(relayed.toString());
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it("answers 503 with Retry-After while the database is gone, then serves again by itself", async () => {
    expect((await t.app.inject({ url: fresh() })).statusCode).toBe(200);
    const kept = "/api/allBlogs?limit=3";
    const before = await t.app.inject({ url: kept });
    expect(before.statusCode).toBe(200);

    await proxy.cut();
    // A read the public cache holds is still served.
    const cached = await t.app.inject({ url: kept });
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(before.body);
    const api = await t.app.inject({ url: fresh() });
    expect(api.statusCode).toBe(503);
    expect(api.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(api.json()).toEqual({ message: DATABASE_UNAVAILABLE, code: "DATABASE_UNAVAILABLE" });
    const page = await t.app.inject({ url: `/Blogs?search=${randomBytes(6).toString("hex")}` });
    expect(page.statusCode).toBe(503);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("our database is not answering");
    const ready = await t.app.inject({ url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().failing).toEqual(["database"]);
    // The process itself is fine: nothing should restart it.
    expect((await t.app.inject({ url: "/api/health/live" })).statusCode).toBe(200);

    await proxy.restore();
    expect((await t.app.inject({ url: fresh() })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/health/ready" })).statusCode).toBe(200);
  });
});
