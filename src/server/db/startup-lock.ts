import { closeSync, existsSync, openSync } from "node:fs";
import { sql } from "kysely";
import type { Store } from "./connect";
import { SQLite } from "./sqlite-driver";

/** Long enough for a first start to migrate and seed; a crashed holder releases the lock at once. */
const SQLITE_LOCK_WAIT_MS = 120_000;

/**
 * Runs start-up work (migrations, seeding) in one process at a time, so two instances started
 * together on one fresh database neither both create tables nor both seed. The second waits, then
 * finds the work done.
 *
 * PostgreSQL: a session-level advisory lock keyed to the current schema, held on one pooled
 * connection for the duration. SQLite: an IMMEDIATE transaction on a small sidecar database beside
 * the real one, so the real database stays free for the work itself; SQLite's file locks go away
 * with the process, so a crash never leaves it locked.
 */
export async function withStartupLock<T>(store: Store, databaseUrl: string, work: () => Promise<T>): Promise<T> {
  if (store.engine === "postgres") {
    return store.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(hashtext('inkwell-startup'), hashtext(current_schema()))`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(hashtext('inkwell-startup'), hashtext(current_schema()))`.execute(
          connection,
        );
      }
    });
  }
  if (databaseUrl === ":memory:") return work();

  const lockFile = `${databaseUrl}.startup-lock`;
  if (!existsSync(lockFile)) closeSync(openSync(lockFile, "a", 0o600));
  const lock = new SQLite(lockFile, { timeout: SQLITE_LOCK_WAIT_MS });
  try {
    lock.exec("BEGIN IMMEDIATE");
    try {
      return await work();
    } finally {
      lock.exec("ROLLBACK");
    }
  } finally {
    lock.close();
  }
}
