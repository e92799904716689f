import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { OperatorError } from "../cli/operator-error";
import { SQLITE_BUSY_TIMEOUT_MS } from "../db/connect";
import { SQLite } from "../db/sqlite-driver";
import { checkDestination, partialName } from "./output-file";

/**
 * Pages per backup step. better-sqlite3 copies 100 pages a step by default, and SQLite restarts a
 * backup whenever another connection writes between steps, so under steady writes it might never
 * finish. Copying everything in one step reads one snapshot (WAL lets the app keep writing meanwhile).
 */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a live SQLite database into `destination` with SQLite's online backup API, checks the copy's
 * integrity and makes it one self-contained file (no -wal beside it), ready to restore by copying it
 * back in place of the database.
 */
export async function backupSqlite(databasePath: string, destination: string): Promise<{ pages: number }> {
  if (databasePath === ":memory:") throw new OperatorError("An in-memory database cannot be backed up.");
  if (!existsSync(databasePath)) throw new OperatorError(`No SQLite database at ${databasePath}.`);
  checkDestination(destination);
  const partial = partialName(destination);
  // Owner-only before SQLite writes into it: the copy holds password hashes.
  writeFileSync(partial, "", { mode: 0o600, flag: "wx" });
  const source = new SQLite(databasePath, { fileMustExist: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
  try {
    const { totalPages } = await source.backup(partial, { progress: () => ALL_PAGES });
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      const result = copy.pragma("integrity_check", { simple: true });
      if (result !== "ok") throw new OperatorError(`The backup failed its integrity check: ${String(result)}`);
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    renameSync(partial, destination);
    return { pages: totalPages };
  } catch (error) {
    for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`]) {
      rmSync(leftover, { force: true });
    }
    throw error;
  } finally {
    source.close();
  }
}
