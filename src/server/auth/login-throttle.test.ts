import { createTestApp, type TestApp } from "@test/server/harness";
import { captureLogs } from "@test/server/log-lines";
import { signUpUser, TEST_PASSWORD } from "@test/server/users";
import { afterEach, describe, expect, it } from "vitest";
import { FAILED_SIGN_IN_WINDOW_MS, MAX_FAILED_SIGN_INS } from "./login-throttle";

describe("per-account sign-in throttling", () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  /** An app whose clock the test moves, and whose warning lines it reads. */
  const build = async () => {
    const clock = { now: Date.parse("2026-11-23T10:00:00Z") };
    const logs = captureLogs();
    t = await createTestApp(":memory:", { logLevel: "warn" }, undefined, {
      now: () => clock.now,
      logStream: logs.logStream,
    });
    return { app: t.app, clock, logs };
  };

  /** A sign-in from its own address each time, as a distributed guesser would send it. */
  const signIn = (app: TestApp["app"], email: string, password: string, attempt: number) =>
    app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: `198.51.100.${attempt % 250}`,
      headers: { origin: app.config.baseUrl },
      payload: { email, password },
    });

  it("refuses an account for the rest of the window after 10 failures from any addresses, then lets it in", async () => {
    const { app, clock } = await build();
    const user = await signUpUser(app);
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      expect((await signIn(app, user.email, "Wrong#Pass1", i)).statusCode).toBe(401);
    }
    // Even the right password waits: otherwise the 429 would tell a guesser when they are right.
    const refused = await signIn(app, user.email.toUpperCase(), TEST_PASSWORD, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(FAILED_SIGN_IN_WINDOW_MS / 1000));
    expect(refused.json()).toEqual({
      message: "Too many failed sign-in attempts for this account. Please try again in 15 minutes.",
      code: "ACCOUNT_THROTTLED",
    });

    clock.now += FAILED_SIGN_IN_WINDOW_MS - 60_000;
    const later = await signIn(app, user.email, TEST_PASSWORD, 100);
    expect(later.statusCode).toBe(429);
    expect(later.headers["retry-after"]).toBe("60");

    clock.now += 60_000;
    expect((await signIn(app, user.email, TEST_PASSWORD, 101)).statusCode).toBe(200);
  });

  it("says the refusal in the reader's language, with SPEC's English beside it (decision 0146)", async () => {
    const { app } = await build();
    const user = await signUpUser(app);
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await signIn(app, user.email, "Wrong#Pass1", i);
    const refused = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "198.51.100.200",
      headers: { origin: app.config.baseUrl, "accept-language": "es" },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["content-language"]).toBe("es");
    expect(refused.headers.vary).toContain("Accept-Language");
    expect(refused.json()).toEqual({
      message:
        "Demasiados intentos fallidos de inicio de sesión en esta cuenta. Inténtelo de nuevo dentro de 15 minutos.",
      english: "Too many failed sign-in attempts for this account. Please try again in 15 minutes.",
      code: "ACCOUNT_THROTTLED",
    });
  });

  it("starts counting afresh after a successful sign-in, and counts each account on its own", async () => {
    const { app } = await build();
    const user = await signUpUser(app);
    const other = await signUpUser(app);
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) await signIn(app, user.email, "Wrong#Pass1", i);
    expect((await signIn(app, user.email, TEST_PASSWORD, 50)).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) {
      expect((await signIn(app, user.email, "Wrong#Pass1", i)).statusCode).toBe(401);
    }
    expect((await signIn(app, user.email, TEST_PASSWORD, 60)).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await signIn(app, "nobody@example.com", "Wrong#Pass1", i);
    expect((await signIn(app, "nobody@example.com", "Wrong#Pass1", 70)).statusCode).toBe(429);
    expect((await signIn(app, other.email, TEST_PASSWORD, 71)).statusCode).toBe(200);
  });

  it("logs each failure with the account and address, never the password", async () => {
    const { app, logs } = await build();
    const user = await signUpUser(app);
    await signIn(app, user.email, "Guess#Secret9", 7);
    const failures = logs.withMessage("failed sign-in");
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ email: user.email, ip: "198.51.100.7" });
    expect(JSON.stringify(logs.lines)).not.toContain("Guess#Secret9");
  });
});
