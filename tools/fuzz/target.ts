import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { App } from "@server/app";
import { isPostgresUrl } from "@server/config";
import { SQLite } from "@server/db/sqlite-driver";
import { createTestApp, type TestApp } from "@test/server/harness";
import { sql } from "kysely";
import pg from "pg";

/** The request header that ties a server-side error to the fuzzed request that caused it. */
export const FUZZ_ID_HEADER = "x-fuzz-id";

/** What the server itself reported for a request that failed (message and top of the stack). */
export type ServerError = { message: string; stack: string };

export type Target = {
  app: App;
  port: number;
  databaseFile: string;
  /** Errors the app's error path saw, by fuzz id; a 5xx with no entry here failed outside Fastify's handler. */
  serverErrors: Map<string, ServerError>;
  /** Closes the app, then checks the SQLite file on a fresh connection (PostgreSQL: drops the run's schema). */
  stop: () => Promise<{ integrity: string[]; foreignKeyViolations: number }>;
};

export type TargetOptions = {
  /** Adds test-only routes before the app is sealed (the self-check adds one that throws). */
  extend?: (app: App) => void;
  /** Keep the SQLite file (or PostgreSQL schema) after stopping, to inspect what the run left. */
  keepDatabase?: boolean;
  /** A postgres:// URL to fuzz that engine instead (in a fresh schema); default a temporary SQLite file. */
  databaseUrl?: string;
};

export const SKIPPED_ON_POSTGRES = "skipped (PostgreSQL)";

/** The built web client, when there is one, so page paths are served as in production rather than 404. */
const BUILT_CLIENT = "dist/web";

/**
 * The real app on a temporary SQLite file (so PRAGMA integrity_check means something), listening on
 * an ephemeral loopback port with limits high enough that the fuzzer measures handlers, not the limiter.
 */
export async function startTarget(options: TargetOptions = {}): Promise<Target> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "inkwell-fuzz-"));
  const databaseFile = path.join(dir, "fuzz.db");
  const serverErrors = new Map<string, ServerError>();
  const postgresUrl = options.databaseUrl && isPostgresUrl(options.databaseUrl) ? options.databaseUrl : undefined;
  const t: TestApp = await createTestApp(
    postgresUrl ?? databaseFile,
    {
      // Uploads and the password-reset outbox land in the run's own folder, removed afterwards.
      dataDir: dir,
      rateLimitMax: 100_000_000,
      authRateLimitMax: 100_000_000,
      ...(existsSync(path.join(BUILT_CLIENT, "index.html")) ? { staticDir: BUILT_CLIENT } : {}),
    },
    (app) => {
      app.addHook("onError", async (request, _reply, error) => {
        const id = request.headers[FUZZ_ID_HEADER];
        if (typeof id !== "string") return;
        const stack = (error.stack ?? "").split("\n").slice(0, 6).join("\n");
        serverErrors.set(id, { message: `${error.name}: ${error.message}`.slice(0, 500), stack });
      });
      options.extend?.(app);
    },
  );
  // Outside the timed run: in tests the reading pages' renderer compiles the web client's server entry
  // on its first page (pages/renderer.ts), which on a loaded 2-core machine took longer than the
  // fuzzer's hang limit and made the first pages asked for look hung.
  await t.app.inject({ method: "GET", url: "/" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const port = (t.app.server.address() as AddressInfo).port;
  return {
    app: t.app,
    port,
    databaseFile: postgresUrl ? "(postgres)" : databaseFile,
    serverErrors,
    stop: async () => {
      if (postgresUrl) {
        rmSync(dir, { recursive: true, force: true });
        return stopPostgres(t, postgresUrl, options.keepDatabase ?? false);
      }
      await t.close();
      const sqlite = new SQLite(databaseFile, { readonly: true });
      try {
        const integrity = sqlite.pragma("integrity_check", { simple: false }) as Array<{ integrity_check: string }>;
        const violations = sqlite.pragma("foreign_key_check") as unknown[];
        return { integrity: integrity.map((row) => row.integrity_check), foreignKeyViolations: violations.length };
      } finally {
        sqlite.close();
        if (!options.keepDatabase) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** PRAGMA integrity_check has no PostgreSQL twin to run here (it enforces its foreign keys itself), so it is skipped. */
async function stopPostgres(t: TestApp, url: string, keep: boolean) {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.store.db);
  const schema = rows[0]?.schema ?? "";
  await t.close();
  if (!keep && /^t_[a-f0-9]+$/u.test(schema)) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
  return { integrity: [SKIPPED_ON_POSTGRES], foreignKeyViolations: 0 };
}
