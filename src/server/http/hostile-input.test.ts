import { createTestApp, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from "./body-depth";

/** `{"name":{"a":{"a":…}}}` nested `levels` deep, written out flat so building it cannot overflow either. */
function nestedBody(levels: number): string {
  return `{"name":${'{"a":'.repeat(levels)}1${"}".repeat(levels)}}`;
}

describe("nestsDeeperThan", () => {
  it("counts objects and arrays, not brackets inside strings", () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(`{"text":"${"[{".repeat(100)}\\"]"}`, 2)).toBe(false);
    expect(nestsDeeperThan(nestedBody(MAX_BODY_DEPTH - 2), MAX_BODY_DEPTH)).toBe(false);
  });
});

describe("deeply nested JSON is refused before any handler", () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  const deep = nestedBody(100_000);
  const routes: Array<[method: "POST" | "PUT", url: string, auth: boolean]> = [
    ["POST", "/api/auth/update-user", true],
    ["POST", "/api/auth/sign-up/email", false],
    ["POST", "/api/auth/sign-in/email", false],
    ["POST", "/api/auth/change-password", true],
    ["POST", "/api/blog", true],
    ["PUT", "/api/blogs/any", true],
    ["POST", "/api/comments", true],
    ["POST", "/api/wishlist", true],
    ["POST", "/api/newsletter", false],
    ["POST", "/api/contact", false],
  ];

  it.each(routes)("%s %s answers 400 with a message", async (method, url, auth) => {
    const response = await t.app.inject({
      method,
      url,
      headers: {
        "content-type": "application/json",
        origin: t.app.config.baseUrl,
        ...(auth ? { cookie: user.cookie, ...bearer(user.token) } : {}),
      },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: TOO_DEEP_MESSAGE });
  });

  it("still takes ordinary bodies on the same routes", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      headers: { origin: t.app.config.baseUrl, cookie: user.cookie },
      payload: { name: "Still Fine" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers an oversized body with 413 and a message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "x", email: "a@b.co", message: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
