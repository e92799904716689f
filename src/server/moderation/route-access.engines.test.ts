import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Input every route would reject: a query of wrong types and a body that is not even JSON. */
const BAD_QUERY = "?limit=banana&offset=-1&q=";
const BAD_BODY = '{"title": 1, "unclosed": ';
/** Path parameters no store has: a route that looked first would answer 400 or 404. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/gu, "not-an-id").replace(/\*$/u, "x");

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
      ...(method === "GET" ? {} : { payload: BAD_BODY }),
    });

  it("knows every protected route of the API, with the role each needs", () => {
    const table = new Map(t.app.protectedRoutes.map((route) => [`${route.method} ${route.url}`, route.access]));
    expect(table.get("POST /api/blog")).toBe("signed-in");
    expect(table.get("PUT /api/blogs/:id")).toBe("signed-in");
    expect(table.get("POST /api/comments")).toBe("signed-in");
    expect(table.get("DELETE /api/wishlist/:id")).toBe("signed-in");
    expect(table.get("GET /api/admin/reports")).toBe("moderator");
    expect(table.get("PUT /api/admin/settings")).toBe("admin");
    expect(table.get("GET /api/admin/users")).toBe("admin");
    // Public reads are not in it.
    expect(table.has("GET /api/allBlogs")).toBe(false);
    expect(t.app.protectedRoutes.length).toBeGreaterThan(30);
  });

  it("answers 401 signed out on every protected route, whatever the body, query or path", async () => {
    for (const route of t.app.protectedRoutes) {
      const response = await call(route.method, route.url);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().message, `${route.method} ${route.url}`).toEqual(expect.any(String));
    }
  });

  it("answers 401 to a token that is not valid, before reading the body", async () => {
    for (const route of t.app.protectedRoutes) {
      const response = await call(route.method, route.url, "not-a-token");
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("answers 403 to a member on every moderator's and admin's route, whatever the body", async () => {
    const staffRoutes = t.app.protectedRoutes.filter((route) => route.access !== "signed-in");
    expect(staffRoutes.length).toBeGreaterThan(10);
    for (const route of staffRoutes) {
      const response = await call(route.method, route.url, member.token);
      expect(response.statusCode, `${route.method} ${route.url} ${response.body}`).toBe(403);
      expect(response.json().message, `${route.method} ${route.url}`).toEqual(expect.any(String));
    }
  });
});
