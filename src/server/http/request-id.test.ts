import { createTestApp, type TestApp } from "@test/server/harness";
import { captureLogs } from "@test/server/log-lines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

describe("request ids", () => {
  const logs = captureLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      ":memory:",
      { logLevel: "info" },
      (app) => {
        app.get("/test/chatty", async (request) => {
          request.log.info("first step");
          await Promise.resolve();
          request.log.warn("second step");
          return { ok: true };
        });
        app.get("/test/broken", async () => {
          throw new Error("boom");
        });
      },
      { logStream: logs.logStream },
    );
  });
  afterAll(async () => t?.close());

  it("gives every response an X-Request-Id, a fresh UUID each time when the client sends none", async () => {
    const ids = new Set<string>();
    for (const url of ["/api/health", "/api/no/such/thing", "/test/broken"]) {
      const id = (await t.app.inject({ url })).headers["x-request-id"];
      expect(id, url).toMatch(UUID);
      ids.add(String(id));
    }
    expect(ids.size).toBe(3);
  });

  it("keeps a sane incoming X-Request-Id, so one id follows a request through the proxy", async () => {
    for (const id of ["abc", "7d4c1f0e-2b3a-4c5d-8e9f-0a1b2c3d4e5f", "edge.node-1_42", "x".repeat(64)]) {
      const response = await t.app.inject({ url: "/api/health", headers: { "x-request-id": id } });
      expect(response.headers["x-request-id"]).toBe(id);
    }
  });

  it("replaces a hostile or oversized one", async () => {
    const hostile = [
      "x".repeat(65),
      "two words",
      '","level":60,"msg":"forged',
      "<script>alert(1)</script>",
      "ünïcode",
      "a,b",
      "",
    ];
    for (const id of hostile) {
      const response = await t.app.inject({ url: "/api/health", headers: { "x-request-id": id } });
      expect(response.headers["x-request-id"], JSON.stringify(id)).toMatch(UUID);
    }
  });

  it("puts the id on every log line of a request, errors included", async () => {
    for (const [url, id] of [
      ["/test/chatty", "trace-chatty-1"],
      ["/test/broken", "trace-broken-1"],
    ] as const) {
      const before = logs.lines.length;
      const response = await t.app.inject({ url, headers: { "x-request-id": id } });
      expect(response.headers["x-request-id"]).toBe(id);
      const lines = logs.lines.slice(before);
      expect(lines.map((line) => line.msg)).toEqual(
        url === "/test/chatty"
          ? ["incoming request", "first step", "second step", "request completed"]
          : ["incoming request", "unhandled error", "request completed"],
      );
      for (const line of lines) expect(line.reqId, String(line.msg)).toBe(id);
    }
  });

  it("logs JSON whose id field a forged header cannot break", async () => {
    const before = logs.lines.length;
    await t.app.inject({ url: "/test/chatty", headers: { "x-request-id": '","level":60,"msg":"forged' } });
    const lines = logs.lines.slice(before);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(String(line.reqId)).toMatch(UUID);
  });
});
