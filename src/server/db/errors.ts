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

/** Node's socket errors for a server that is gone, refusing, or unreachable. */
const SOCKET_FAILURES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/**
 * PostgreSQL's SQLSTATEs for a server that cannot take the request now: connection exceptions (class
 * 08), too many connections, a statement cancelled for running past its timeout (57014), and an
 * administrator or crash shutting it down (57P01-57P03).
 */
const UNAVAILABLE_STATES = /^(08\d{3}|53300|57014|57P0[1-3])$/u;
/**
 * What node-postgres says when a connection ends under it, cannot be had in time, or its query goes
 * unanswered past the client's timeout.
 */
const PG_CONNECTION_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection refused|Query read timeout/iu;

/**
 * Whether a failure means the database cannot be reached or cannot answer now, rather than a fault in
 * the request or the code: the API answers these with 503 and Retry-After, and pages with a readable
 * "try again" page (error-handler.ts, pages/plugin.ts), never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === "string" && (SOCKET_FAILURES.has(code) || UNAVAILABLE_STATES.test(code) || isSqliteBusy(error))) {
    return true;
  }
  if (typeof message === "string" && PG_CONNECTION_WORDS.test(message)) return true;
  // Node tries each address of a name in turn (localhost: ::1, then 127.0.0.1) and reports them together.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}
