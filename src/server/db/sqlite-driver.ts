import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split(".")[0]);

/**
 * better-sqlite3 by Node version. Node 24.19+ aborts the process when a 12.x statement is garbage
 * collected (its raw ObjectWrap removes a cleanup hook with no environment current: nodejs/node#65446);
 * 13.x moved to Node-API and is safe, but its prebuilt binary crashes on Node 20, which 12.x (compiled
 * at install) serves. Both have the same API, so callers see one driver. See
 * docs/decisions/0007-sqlite-driver-per-node-version.md.
 */
export const SQLite: typeof BetterSqlite3 =
  nodeMajor >= 22 ? require("better-sqlite3-napi") : require("better-sqlite3");

export type SqliteDatabase = BetterSqlite3.Database;
