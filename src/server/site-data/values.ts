import type { Kysely } from "kysely";
import type { Engine, Store } from "../db/connect";
import type { ColumnKind, Row, TableSpec } from "./tables";

/**
 * Every table this code touches, better-auth's included, seen as rows of unknown values: the table
 * specs (tables.ts) and the zod row schemas are what give those values their types.
 */
export type LooseDatabase = Record<string, Row>;

export function looseDb(db: Store["db"]): Kysely<LooseDatabase> {
  // The app's Database type lists only Inkwell's tables; better-auth's are reached the same way.
  return db as unknown as Kysely<LooseDatabase>;
}

/** A stored time (Date from pg, ISO text or epoch milliseconds from SQLite) as ISO-8601 UTC text. */
function isoTime(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number") {
    const time = new Date(value);
    return Number.isNaN(time.getTime()) ? value : time.toISOString();
  }
  return value;
}

function fileValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === "time" || kind === "nullableTime") return isoTime(value);
  if (kind === "flag" && typeof value === "number") return value !== 0;
  return value;
}

/** A database row in the file's representation; columns come out in the spec's order. */
export function toFileRow(spec: TableSpec, row: Row): Row {
  const known = Object.fromEntries(
    Object.entries(spec.columns).map(([column, kind]) => [column, fileValue(kind, row[column])]),
  );
  // Columns the spec does not name are kept, so validation refuses them instead of dropping data.
  return { ...known, ...Object.fromEntries(Object.entries(row).filter(([column]) => !(column in spec.columns))) };
}

function engineValue(kind: ColumnKind, value: unknown, engine: Engine): unknown {
  if (value === null) return null;
  if (kind === "time" || kind === "nullableTime") {
    // SQLite holds better-auth's times as the ISO text better-auth itself writes there.
    return engine === "postgres" ? new Date(value as string) : value;
  }
  if (kind === "flag") return engine === "postgres" ? value : value ? 1 : 0;
  return value;
}

/** A validated file row in the target engine's native representation. */
export function toEngineRow(spec: TableSpec, row: Row, engine: Engine): Row {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, engineValue(spec.columns[column] ?? "text", value, engine)]),
  );
}
