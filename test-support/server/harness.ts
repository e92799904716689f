import { randomBytes } from "node:crypto";
import { type App, type AppServices, buildApp } from "@server/app";
import type { Config } from "@server/config";
import { type ConnectOptions, connect, type Store } from "@server/db/connect";
import { prepareDatabase } from "@server/db/prepare";

/**
 * Every API suite runs on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set
 * (each app in a schema of its own, so suites never see each other's rows). Vitest runs the two as
 * separate projects ("server" and "postgres", TEST_ENGINE set by vitest.config.ts), so the
 * PostgreSQL run is counted on its own in the output.
 */
const allEngines: Array<{ name: string; url: () => string }> = [
  { name: "sqlite", url: () => ":memory:" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", url: () => process.env.TEST_DATABASE_URL as string }] : []),
];
export const engines = process.env.TEST_ENGINE
  ? allEngines.filter((engine) => engine.name === process.env.TEST_ENGINE)
  : allEngines;

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: "data/test",
    databaseUrl: ":memory:",
    redisUrl: undefined,
    baseUrl: "http://localhost:3000",
    authSecret: randomBytes(32).toString("hex"),
    google: undefined,
    seedDemo: false,
    trustProxy: false,
    corsOrigins: [],
    trustedOrigins: ["http://localhost:3000"],
    rateLimitMax: 100_000,
    authRateLimitMax: 100_000,
    logLevel: "silent",
    staticDir: "dist/does-not-exist",
    metricsToken: undefined,
    pseudoLocale: false,
    mail: undefined,
    jobPollIntervalMs: 5000,
    pageCacheMaxBytes: 48 * 1024 * 1024,
    shutdownDelayMs: 0,
    egress: { refusePrivate: false, allow: { hosts: [], ranges: [] } },
    federationInboxRateLimit: 100_000,
    s3: undefined,
    ...overrides,
  };
}

export type TestApp = { app: App; store: Store; close: () => Promise<void> };

/**
 * `extend` may add test-only routes before the app is sealed by `ready()`; `services` injects a clock or
 * a log sink; `timeouts` gives PostgreSQL the serving pool's statement timeouts (the fault tests).
 */
export async function createTestApp(
  databaseUrl = ":memory:",
  overrides: Partial<Config> = {},
  extend?: (app: App) => void,
  services: AppServices = {},
  { timeouts }: Pick<ConnectOptions, "timeouts"> = {},
): Promise<TestApp> {
  const config = testConfig({ databaseUrl, ...overrides });
  const schema = databaseUrl === ":memory:" ? undefined : `t_${randomBytes(6).toString("hex")}`;
  const store = await connect(databaseUrl, { ...(schema ? { schema } : {}), ...(timeouts ? { timeouts } : {}) });
  await prepareDatabase(store);
  const app = await buildApp(config, store, services);
  extend?.(app);
  await app.ready();
  return {
    app,
    store,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}
