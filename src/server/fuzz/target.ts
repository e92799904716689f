import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { App } from "../app";
import { createTestApp, type TestApp } from "../test/harness";

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
  /** Closes the app, then checks the database file on a fresh connection. */
  stop: () => Promise<{ integrity: string[]; foreignKeyViolations: number }>;
};

export type TargetOptions = {
  /** Adds test-only routes before the app is sealed (the self-check adds one that throws). */
  extend?: (app: App) => void;
  /** Keep the SQLite file after stopping (to inspect a failed integrity check). */
  keepDatabase?: boolean;
};

/**
 * The real app on a temporary SQLite file (so PRAGMA integrity_check means something), listening on
 * an ephemeral loopback port with limits high enough that the fuzzer measures handlers, not the limiter.
 */
export async function startTarget(options: TargetOptions = {}): Promise<Target> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "inkwell-fuzz-"));
  const databaseFile = path.join(dir, "fuzz.db");
  const serverErrors = new Map<string, ServerError>();
  const t: TestApp = await createTestApp(
    databaseFile,
    { rateLimitMax: 100_000_000, authRateLimitMax: 100_000_000 },
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
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const port = (t.app.server.address() as AddressInfo).port;
  return {
    app: t.app,
    port,
    databaseFile,
    serverErrors,
    stop: async () => {
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
