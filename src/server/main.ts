// First, before any dependency can patch a built-in: see native-builtins.ts.
import "./native-builtins";
import { buildApp } from "./app";
import { loadConfigFromEnvironment } from "./config";
import { connect, SERVING_TIMEOUTS } from "./db/connect";
import { isSqliteBusy } from "./db/errors";
import { prepareDatabase } from "./db/prepare";
import { withStartupLock } from "./db/startup-lock";
import { listenTarget } from "./listen-target";
import { seedDemoContent } from "./seed/seed";
import { createShutdown } from "./shutdown/shutdown";

/** Start-up attempts before a locked SQLite database is an error worth stopping for. */
const START_ATTEMPTS = 5;

/**
 * Runs the start-up work again when SQLite answered "database is locked": instances started together on
 * one new file can meet at its creation (seen on a loaded two-core machine). Every step is safe to
 * repeat: migrations and the seed are transactions, and both check what is done.
 */
async function startingOver<T>(start: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      if (!isSqliteBusy(error) || attempt >= START_ATTEMPTS) throw error;
      console.warn(`The database was locked while starting (attempt ${attempt}); starting over.`);
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** Reads the environment, prepares the database, seeds an empty one, and serves API and client on one port. */
export async function main(): Promise<void> {
  const config = loadConfigFromEnvironment();
  const store = await connect(config.databaseUrl, { timeouts: SERVING_TIMEOUTS });
  // Start-up work may rightly wait long (for another instance's migration, a large index), so on
  // PostgreSQL it has a connection of its own without the request timeouts. SQLite has no such timeouts,
  // and an in-memory database exists only on its one connection.
  const startup = store.engine === "postgres" ? await connect(config.databaseUrl) : store;
  // Several instances may start at once on one new database: one migrates and seeds, the others wait.
  const app = await startingOver(() =>
    withStartupLock(startup, config.databaseUrl, async () => {
      await prepareDatabase(startup);
      const built = await buildApp(config, store);
      try {
        if (config.seedDemo) {
          const seeded = await seedDemoContent(built);
          if (seeded) {
            built.log.info("Seeded demo content. Demo accounts (password for all: Inkwell#2026):");
            for (const account of seeded.accounts) built.log.info(`  ${account.email}  (${account.name})`);
          }
        }
      } catch (error) {
        await built.close();
        throw error;
      }
      return built;
    }),
  ).finally(async () => {
    if (startup !== store) await startup.close();
  });
  // once: a second Ctrl-C falls through to Node's default and stops the process at once.
  const shutdown = createShutdown({ app, store, notReadyForMs: config.shutdownDelayMs });
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  const target = listenTarget(process.env, process.pid, config.port, config.host);
  // Fastify hands its listen options to Node's server.listen, which takes `{ fd }`; Fastify's own
  // type names only port, host and path. A host is still given so Fastify binds no second address.
  await app.listen("fd" in target ? ({ ...target, host: config.host } as { host: string }) : target);
  app.log.info(`Inkwell is running at ${config.baseUrl} (API docs at ${config.baseUrl}/api/docs)`);
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/gu, "/"));
if (isEntry) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
