import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_MESSAGE } from "./body-depth";

/** PostgreSQL text cannot hold U+0000; both engines refuse it the same way, with a 400, never a 500. */
describe.each(engines)("NUL characters in text ($name)", ({ url }) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(url());
    user = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  const post = (path: string, raw: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/json", origin: t.app.config.baseUrl, ...headers },
      payload: raw,
    });

  it.each([
    ["/api/contact", '{"name":"x\\u0000","email":"a@example.com","message":"hi"}', false],
    ["/api/newsletter", '{"email":"a\\u0000b@example.com"}', false],
    [
      "/api/blog",
      '{"title":"T\\u0000","image":"/images/a.png","category":"Travel","shortDesc":"s","longDesc":"l"}',
      true,
    ],
    ["/api/auth/update-user", '{"name":"F\\u0000uzzed"}', true],
    ["/api/auth/reset-password", '{"newPassword":"S\\u0000ecret#123","token":"x"}', false],
  ])("POST %s answers 400", async (path, raw, signedIn) => {
    const response = await post(path, raw, signedIn ? { cookie: user.cookie, ...bearer(user.token) } : {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: NUL_MESSAGE });
  });

  it("refuses %00 in a query or a form body", async () => {
    for (const query of ["search=a%00b", "category=a%00b", "author=a%00b"]) {
      const response = await t.app.inject({ url: `/api/allBlogs?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(NUL_MESSAGE);
    }
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.config.baseUrl },
      payload: "email=a%00b%40example.com&password=x",
    });
    expect(form.statusCode).toBe(400);
  });

  it("keeps text that merely shows the escape, such as a backslash followed by u0000", async () => {
    const response = await post("/api/contact", '{"name":"x","email":"a@example.com","message":"type \\\\u0000 here"}');
    expect(response.statusCode).toBe(201);
  });
});
