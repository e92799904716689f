import type { RegisteredRoute } from "@server/moderation/route-access";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Input every route would reject: a query of wrong types and a body that is not even JSON. */
const BAD_QUERY = "?limit=banana&offset=-1&q=";
const BAD_BODY = '{"title": 1, "unclosed": ';
/** Path parameters no store has (a regular expression's too): a route that looked first would answer 400 or 404. */
const concrete = (url: string) =>
  url === "*" ? "/x" : url.replace(/:[A-Za-z]+(\([^)]*\))?/gu, "not-an-id").replace(/\*$/u, "x");

/** Paths that are someone's own or the staff's by their name alone, whatever their schema says. */
const SIGNED_IN_PATH = /^\/api\/(me|admin)(\/|$)/u;
/** Under /admin but not staff only: a post's writer decides the held comments under it (hide-routes.ts). */
const WRITERS_TOO = new Set(["POST /api/admin/comments/:id/approve", "POST /api/admin/comments/:id/reject"]);

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const needsBearer = (route: RegisteredRoute) =>
  route.security !== undefined && route.security.length > 0 && route.security.every((entry) => "bearer" in entry);
/** Read from Fastify's table, not the layer's: a route the layer never saw is judged all the same. */
const needsSignIn = (route: RegisteredRoute) =>
  route.access !== undefined || needsBearer(route) || SIGNED_IN_PATH.test(route.url);
const isStaff = (route: RegisteredRoute) =>
  (route.access !== undefined && route.access !== "signed-in") ||
  (route.url.startsWith("/api/admin/") && !WRITERS_TOO.has(key(route)));
/** HEAD routes are Fastify's copies of the GET ones; they are walked, but the layer lists only the GETs. */
const listed = (route: RegisteredRoute) => route.method !== "HEAD";

describe.each(engines)("authorization before validation ($name)", ({ url }) => {
  let t: TestApp;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp(url());
    // The first account becomes the admin (decision 0044); the second is a member.
    await signUpUser(t.app);
    member = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  const call = (method: string, path: string, token?: string) =>
    t.app.inject({
      method: method as "GET",
      url: `${concrete(path)}${BAD_QUERY}`,
      headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
      ...(method === "GET" || method === "HEAD" ? {} : { payload: BAD_BODY }),
    });
  const signedInRoutes = () => t.app.routeTable.filter(needsSignIn);
  const staffRoutes = () => t.app.routeTable.filter((route) => needsSignIn(route) && isStaff(route));

  it("knows every protected route of the API, with the role each needs", () => {
    const table = new Map(t.app.protectedRoutes.map((route) => [key(route), route.access]));
    expect(table.get("POST /api/blog")).toBe("signed-in");
    expect(table.get("PUT /api/blogs/:id")).toBe("signed-in");
    expect(table.get("POST /api/comments")).toBe("signed-in");
    expect(table.get("DELETE /api/wishlist/:id")).toBe("signed-in");
    expect(table.get("POST /api/me/fediverse/blocks")).toBe("signed-in");
    expect(table.get("GET /api/admin/reports")).toBe("moderator");
    expect(table.get("PUT /api/admin/settings")).toBe("admin");
    expect(table.get("GET /api/admin/users")).toBe("admin");
    expect(table.get("POST /api/admin/federation/blocks")).toBe("admin");
    // Public reads are not in it.
    expect(table.has("GET /api/allBlogs")).toBe(false);
    expect(t.app.protectedRoutes.length).toBeGreaterThan(30);
  });

  it("reads Fastify's own route table, routes outside the API's scope too", () => {
    const all = new Set(t.app.routeTable.map(key));
    for (const route of ["POST /ap/inbox", "GET /rss.xml", "GET /*", "GET /api/docs/json", "GET /api/allBlogs"]) {
      expect(all.has(route), route).toBe(true);
    }
    expect(signedInRoutes().filter(listed).length).toBeGreaterThanOrEqual(t.app.protectedRoutes.length);
  });

  it("leaves no route that needs sign-in outside the authorization layer", () => {
    const layer = new Map(t.app.protectedRoutes.map((route) => [key(route), route.access]));
    const outside = signedInRoutes()
      .filter(listed)
      .filter((route) => !layer.has(key(route)))
      .map(key);
    expect(outside).toEqual([]);
    const staffAsMembers = staffRoutes()
      .filter(listed)
      .filter((route) => layer.get(key(route)) === "signed-in")
      .map(key);
    expect(staffAsMembers).toEqual([]);
    // The exceptions still exist and still need sign-in, or the list above is stale.
    for (const route of WRITERS_TOO) expect(layer.get(route), route).toBe("signed-in");
  });

  it("answers 401 signed out on every route that needs sign-in, whatever the body, query or path", async () => {
    for (const route of signedInRoutes()) {
      const response = await call(route.method, route.url);
      expect(response.statusCode, `${key(route)} ${response.body}`).toBe(401);
      if (route.method !== "HEAD") expect(response.json().message, key(route)).toEqual(expect.any(String));
    }
  });

  it("answers 401 to a token that is not valid, before reading the body", async () => {
    for (const route of signedInRoutes()) {
      const response = await call(route.method, route.url, "not-a-token");
      expect(response.statusCode, key(route)).toBe(401);
    }
  });

  it("answers 403 to a member on every moderator's and admin's route, whatever the body", async () => {
    expect(staffRoutes().filter(listed).length).toBeGreaterThan(10);
    for (const route of staffRoutes()) {
      const response = await call(route.method, route.url, member.token);
      expect(response.statusCode, `${key(route)} ${response.body}`).toBe(403);
      if (route.method !== "HEAD") expect(response.json().message, key(route)).toEqual(expect.any(String));
    }
  });

  // Slow only once: the first page rendered loads the web app, and the OpenAPI document is built.
  it("never answers a 5xx to garbage signed out, on any route at all", { timeout: 60_000 }, async () => {
    for (const route of t.app.routeTable) {
      const response = await call(route.method, route.url);
      expect(response.statusCode, `${key(route)} ${response.body}`).toBeLessThan(500);
    }
  });
});
