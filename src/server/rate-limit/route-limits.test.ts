import { createTestApp, type TestApp } from "@test/server/harness";
import { afterEach, describe, expect, it } from "vitest";

/** Routes with limits of their own (sign-in, sign-up, uploads) each count in their own bucket. */
describe("per-route limits", () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it("count each route on its own, never one route's requests against another", async () => {
    t = await createTestApp(":memory:", {}, (app) => {
      app.get("/api/test/limited-a", { config: { rateLimit: { max: 2, timeWindow: "1 minute" } } }, async () => "a");
      app.get("/api/test/limited-b", { config: { rateLimit: { max: 2, timeWindow: "1 minute" } } }, async () => "b");
    });
    const app = t.app;
    const statusOf = async (url: string) => (await app.inject({ url })).statusCode;
    expect([await statusOf("/api/test/limited-a"), await statusOf("/api/test/limited-a")]).toEqual([200, 200]);
    expect(await statusOf("/api/test/limited-a")).toBe(429);
    expect([await statusOf("/api/test/limited-b"), await statusOf("/api/test/limited-b")]).toEqual([200, 200]);
    expect(await statusOf("/api/test/limited-b")).toBe(429);
  });
});
