import { closeSync, existsSync, openSync } from "node:fs";
import path from "node:path";
import { Kysely, SqliteDialect, type SqliteDatabase as SqliteDialectDatabase } from "kysely";
import pg from "pg";
import { ensureDataDir, isPostgresUrl } from "../config";
import { InkwellPostgresDialect } from "./current-schema-introspector";
import { isSqliteBusy } from "./errors";
import { retiringUnansweredConnections } from "./retiring-pool";
import type { Database } from "./schema";
import { SQLite, type SqliteDatabase } from "./sqlite-driver";

export type Engine = "sqlite" | "postgres";

/**
 * The connection pool right now, for /metrics. `idle` and `waiting` are left out where the engine cannot
 * tell them (SQLite: one connection that Kysely takes turns on, so there is nothing to count).
 */
export type PoolStats = { max: number; total: number; idle?: number; waiting?: number };

export type Store = {
  db: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
  poolStats?: () => PoolStats;
};

/** The most PostgreSQL connections one app instance holds. */
const POSTGRES_POOL_MAX = 10;
const POSTGRES_CONNECT_TIMEOUT_MS = 2000;

/**
 * PostgreSQL: how long one statement may take. `statementMs` is enforced by the server, which cancels the
 * statement and keeps the connection; `answerMs`, a little longer, by the client, for a server that
 * answers nothing at all (frozen host, lost network), whose connection is then closed.
 */
export type StatementTimeouts = { statementMs: number; answerMs: number };

/**
 * For serving requests: a reader waits a few seconds for a 503 and a retry, never for a stalled database.
 * No request of the app runs a statement anywhere near this long, even on a million posts (bench/).
 */
export const SERVING_TIMEOUTS: StatementTimeouts = { statementMs: 5000, answerMs: 6500 };

export type ConnectOptions = {
  /** PostgreSQL only: a schema to create and use, so test suites can share one server in isolation. */
  schema?: string;
  /**
   * PostgreSQL only. Left out by start-up work and the command-line tools, which may rightly wait long:
   * for another instance's migration lock, a large index, a whole export.
   */
  timeouts?: StatementTimeouts;
};

/** How long a SQLite statement waits for another connection's write lock before giving up. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Creates the SQLite file owner-only before SQLite opens it: SQLite gives its -wal and -shm files the
 * main file's permissions, so the whole database stays unreadable to other local users.
 */
function createPrivately(file: string): void {
  ensureDataDir(path.dirname(path.resolve(file)));
  if (existsSync(file)) return;
  closeSync(openSync(file, "a", 0o600));
}

/** Distinct SQL texts kept prepared; the app issues a few dozen, so this only bounds odd callers. */
const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely prepares every statement afresh on each execution; on a hot read that is a good share of the
 * work. SQLite statements are reusable (and re-prepare themselves after a schema change), and Kysely
 * runs one statement at a time on its single connection and never streams here, so one prepared
 * statement per SQL text serves every request.
 */
function withStatementCache(sqlite: SqliteDatabase): SqliteDialectDatabase {
  const statements = new Map<string, ReturnType<SqliteDatabase["prepare"]>>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (statement) return statement;
      statement = sqlite.prepare(text);
      if (statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

export async function connect(url: string, options: ConnectOptions = {}): Promise<Store> {
  if (isPostgresUrl(url)) {
    const schema = options.schema;
    if (schema) {
      if (!/^[a-z_][a-z0-9_]*$/u.test(schema)) throw new Error(`Unsafe schema name: ${schema}`);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await admin.end();
    }
    const pool = new pg.Pool({
      connectionString: url,
      max: POSTGRES_POOL_MAX,
      // A database host that takes the connection but never answers would otherwise hold a request for
      // the operating system's TCP timeout (minutes): a connection, or a free place in the pool, is had
      // within this or the request answers 503 (error-handler.ts).
      connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
      // Dead peers behind a stalled network are noticed by the kernel instead of kept as idle connections.
      keepAlive: true,
      ...(options.timeouts
        ? { statement_timeout: options.timeouts.statementMs, query_timeout: options.timeouts.answerMs }
        : {}),
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle connection can die (server restart, failover, an administrator ending it). pg drops it
    // from the pool and the next query opens a new one; unheard, the error would end the process.
    pool.on("error", (error) => process.emitWarning(`A PostgreSQL connection closed while idle: ${error.message}`));
    // pg-pool listens only while a connection is idle: one lost while checked out (a transaction between
    // its statements, a restart of the server) would throw its "error" event at the process and end it.
    // The query in flight is rejected anyway, and the pool drops the connection once it is released.
    pool.on("connect", (client) =>
      client.on("error", (error) => process.emitWarning(`A PostgreSQL connection in use was lost: ${error.message}`)),
    );
    const db = new Kysely<Database>({
      dialect: new InkwellPostgresDialect({ pool: retiringUnansweredConnections(pool) }),
    });
    const poolStats = () => ({
      max: POSTGRES_POOL_MAX,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    return { db, engine: "postgres", close: () => db.destroy(), poolStats };
  }
  if (url !== ":memory:") createPrivately(url);
  const sqlite = new SQLite(url);
  // First, so that a second process opening the same new file waits for the first instead of failing.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  // Switching a new file to WAL can meet another process doing the same, which the busy timeout does
  // not cover: wait a little and try again.
  for (let attempt = 1; ; attempt++) {
    try {
      sqlite.pragma("journal_mode = WAL");
      break;
    } catch (error) {
      if (!isSqliteBusy(error) || attempt >= 50) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, engine: "sqlite", close: () => db.destroy(), poolStats: () => ({ max: 1, total: sqlite.open ? 1 : 0 }) };
}
