import { createTestApp, type TestApp } from "@test/server/harness";
import { afterEach, describe, expect, it } from "vitest";
import type { Config } from "../config";

/**
 * The per-address sign-in limit must hold however the caller fills X-Forwarded-For: forwarded
 * addresses count only when the connection comes from a proxy TRUST_PROXY names.
 */
describe("client address behind TRUST_PROXY", () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  const build = async (trustProxy: Config["trustProxy"]) => {
    t = await createTestApp(":memory:", { trustProxy, authRateLimitMax: 3 });
    return t.app;
  };

  /** One failed sign-in from `peer` claiming to forward for `forwardedFor`. */
  const attempt = (app: TestApp["app"], peer: string, forwardedFor: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: peer,
      headers: { origin: app.config.baseUrl, "x-forwarded-for": forwardedFor },
      payload: { email: "nobody@example.com", password: "Wrong#Pass1" },
    });

  it("ignores X-Forwarded-For by default, so rotating it does not reset the sign-in limit", async () => {
    const app = await build(false);
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await attempt(app, "203.0.113.9", `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it("with a hop count, tells clients behind the proxy apart and still limits each of them", async () => {
    const app = await build(1);
    for (let i = 1; i <= 5; i++) expect((await attempt(app, "10.0.0.2", `198.51.100.${i}`)).statusCode).toBe(401);
    const same: number[] = [];
    for (let i = 0; i < 4; i++) same.push((await attempt(app, "10.0.0.2", "198.51.100.77")).statusCode);
    expect(same).toEqual([401, 401, 401, 429]);
  });

  it("with a list, believes forwarded addresses only from the proxies named", async () => {
    const app = await build(["10.0.0.0/8"]);
    for (let i = 1; i <= 4; i++) expect((await attempt(app, "10.1.2.3", `198.51.100.${i}`)).statusCode).toBe(401);
    const outsider: number[] = [];
    for (let i = 1; i <= 4; i++) outsider.push((await attempt(app, "203.0.113.9", `198.51.100.${i}`)).statusCode);
    expect(outsider).toEqual([401, 401, 401, 429]);
  });
});
