/**
 * Whether a database error is a unique key refusing a duplicate, on either engine: better-sqlite3's
 * SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY, or PostgreSQL's SQLSTATE 23505.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** SQLite's "database is locked": another process held the write lock past the busy timeout, or a read had to become a write after another write. */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}
