import { createTestApp, engines, type TestApp } from "@test/server/harness";
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
