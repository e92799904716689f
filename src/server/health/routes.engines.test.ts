import { MIGRATION_NAMES } from "@server/db/migrate";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type OpenApiOperation = { tags?: string[]; summary?: string; security?: unknown[]; responses?: object };

describe.each(engines)("health, config and API docs ($name)", ({ name, url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(url());
  });
  afterAll(async () => t?.close());

  it("reports itself alive with each dependency and the engine it runs on", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "up", redis: "unused", engine: name });
  });

  it("answers liveness without asking any dependency, and readiness once the database answers and is migrated", async () => {
    const live = await t.app.inject({ url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", failing: [] });
  });

  it("tells the client whether Google sign-in is on", async () => {
    const response = await t.app.inject({ url: "/api/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ googleEnabled: false });
  });

  it("documents every resource call, with bearer security where a token is needed", async () => {
    const response = await t.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, OpenApiOperation>>;
    const calls: Array<[string, string, boolean]> = [
      ["get", "/api/allBlogs", false],
      ["get", "/api/allBlogs/{id}", false],
      ["post", "/api/blog", true],
      ["put", "/api/blogs/{id}", true],
      ["delete", "/api/blogs/{id}", true],
      ["get", "/api/myBlogs", true],
      ["patch", "/api/comments/{id}", true],
      ["delete", "/api/comments/{id}", true],
      ["post", "/api/images", true],
      ["get", "/api/comments/{blogId}", false],
      ["post", "/api/comments", true],
      ["get", "/api/wishlist/{email}", true],
      ["post", "/api/wishlist", true],
      ["delete", "/api/wishlist/{id}", true],
      ["post", "/api/newsletter", false],
      ["post", "/api/contact", false],
    ];
    for (const [method, path, secured] of calls) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
      expect(operation?.summary, `${method} ${path} summary`).toEqual(expect.any(String));
      expect(Boolean(operation?.security), `${method} ${path} security`).toBe(secured);
      expect(Object.keys(operation?.responses ?? {}).length, `${method} ${path} responses`).toBeGreaterThan(1);
    }
  });
});

describe.each(engines)("readiness before the migrations are applied ($name)", ({ url }) => {
  let t: TestApp;
  const last = MIGRATION_NAMES.at(-1) ?? "";
  beforeAll(async () => {
    t = await createTestApp(url());
  });
  afterAll(async () => t?.close());

  it("is 503 naming the migrations while one is missing, and 200 once it is recorded", async () => {
    // As a database an older release left behind looks to a new instance before it has migrated.
    const recorded = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from kysely_migration where name = ${last}`.execute(t.store.db);
    const row = recorded.rows[0];
    expect(row?.name).toBe(last);
    await sql`delete from kysely_migration where name = ${last}`.execute(t.store.db);

    const waiting = await t.app.inject({ url: "/api/health/ready" });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json()).toEqual({
      status: "not ready",
      failing: ["migrations"],
      message: expect.stringContaining("migrations to apply"),
    });
    // Liveness and the older health check do not depend on it.
    expect((await t.app.inject({ url: "/api/health/live" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);

    await sql`insert into kysely_migration (name, timestamp) values (${last}, ${row?.timestamp ?? ""})`.execute(
      t.store.db,
    );
    const ready = await t.app.inject({ url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", failing: [] });
  });
});
