import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestApp, type TestApp } from "@test/server/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const CLIENT_ORIGIN = "https://reader.example";

describe("cross-origin clients and embedders", () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), "inkwell-static-"));
    mkdirSync(path.join(staticDir, "images"));
    writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>Inkwell</title>");
    writeFileSync(path.join(staticDir, "images", "pixel.png"), Buffer.from("89504e470d0a1a0a", "hex"));
    t = await createTestApp(":memory:", { corsOrigins: [CLIENT_ORIGIN], staticDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"])(
    "lets an allowed origin preflight %s with a bearer token",
    async (method) => {
      const response = await t.app.inject({
        method: "OPTIONS",
        url: "/api/blogs/some-id",
        headers: {
          origin: CLIENT_ORIGIN,
          "access-control-request-method": method,
          "access-control-request-headers": "authorization,content-type",
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers["access-control-allow-origin"]).toBe(CLIENT_ORIGIN);
      const methods = String(response.headers["access-control-allow-methods"]).split(/,\s*/u);
      expect(methods).toEqual(expect.arrayContaining(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]));
      const headers = String(response.headers["access-control-allow-headers"]).toLowerCase().split(/,\s*/u);
      expect(headers).toEqual(expect.arrayContaining(["authorization", "content-type"]));
    },
  );

  it("gives other origins no CORS grant", async () => {
    const response = await t.app.inject({
      method: "OPTIONS",
      url: "/api/allBlogs",
      headers: { origin: "https://evil.example", "access-control-request-method": "DELETE" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("serves public images for any site to embed, and pages for this site only", async () => {
    const image = await t.app.inject({ url: "/images/pixel.png" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const page = await t.app.inject({ url: "/" });
    expect(page.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});

describe("health checks", () => {
  it("are never rate-limited", async () => {
    const t = await createTestApp(":memory:", { rateLimitMax: 2 });
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    const limited = [];
    for (let i = 0; i < 3; i++) limited.push((await t.app.inject({ url: "/api/config" })).statusCode);
    expect(limited).toEqual([200, 200, 429]);
    await t.close();
  });

  it("answer 503 and say which dependency is down", async () => {
    const t = await createTestApp();
    await t.store.db.destroy();
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "degraded", database: "down", redis: "unused" });
    await t.app.close();
  });
});
