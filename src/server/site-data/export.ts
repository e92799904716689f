import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import { OperatorError } from "../cli/operator-error";
import type { Store } from "../db/connect";
import { describeIssues, EXPORT_FORMAT, EXPORT_VERSION, type ExportHeader } from "./format";
import { writeAtomically } from "./output-file";
import { BATCH_SIZE, type Counts, type Row, TABLES, type TableSpec } from "./tables";
import { type LooseDatabase, looseDb, toFileRow } from "./values";

type Builder = ExpressionBuilder<LooseDatabase, string>;

/** Rows after `last` in key order: (a > x) or (a = x and (b > y …)), which works for one column or several. */
function afterKey(eb: Builder, key: readonly string[], last: Row): Expression<SqlBool> {
  const [first, ...rest] = key as [string, ...string[]];
  const value = String(last[first]);
  if (rest.length === 0) return eb(first, ">", value);
  return eb.or([eb(first, ">", value), eb.and([eb(first, "=", value), afterKey(eb, rest, last)])]);
}

const keyOf = (spec: TableSpec, row: Row) => spec.key.map((column) => String(row[column])).join(", ");

/** Every row of a table in key order, a batch at a time, so memory stays flat however big the site is. */
async function* rowsOf(db: Kysely<LooseDatabase>, spec: TableSpec): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    let query = db.selectFrom(spec.name).selectAll().limit(BATCH_SIZE);
    for (const column of spec.key) query = query.orderBy(column);
    const last = after;
    if (last !== undefined) query = query.where((eb) => afterKey(eb, spec.key, last));
    const batch = await query.execute();
    if (batch.length === 0) return;
    yield batch.map((row) => {
      const fileRow = toFileRow(spec, row);
      const checked = spec.row.safeParse(fileRow);
      // The schema changed without this format following it: stop rather than write a lossy export.
      if (!checked.success) {
        throw new OperatorError(
          `Cannot export table "${spec.name}" row ${keyOf(spec, row)}: ${describeIssues(checked.error.issues)}. This Inkwell's export format does not match its database; update Inkwell.`,
        );
      }
      return checked.data;
    });
    after = batch[batch.length - 1];
  }
}

async function checkTablesExist(db: Kysely<LooseDatabase>): Promise<void> {
  for (const spec of TABLES) {
    try {
      await db.selectFrom(spec.name).select(spec.key).limit(1).execute();
    } catch {
      throw new OperatorError(
        `The database has no "${spec.name}" table: is DATABASE_URL an Inkwell database? Start Inkwell on it once (or run its migrations) first.`,
      );
    }
  }
}

/**
 * Writes the whole site to `file` as JSON, one row per line. Everything is read in one snapshot
 * (a read transaction; REPEATABLE READ on PostgreSQL), so a site that keeps serving writes while it is
 * exported still yields a consistent file: no comment without its blog.
 */
export async function exportSite(store: Store, file: string, exportedAt = new Date()): Promise<Counts> {
  await checkTablesExist(looseDb(store.db));
  const counts = Object.fromEntries(TABLES.map(({ name }) => [name, 0])) as Counts;
  const header: ExportHeader = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    engine: store.engine,
  };
  await writeAtomically(file, async (write) => {
    const transaction =
      store.engine === "postgres"
        ? store.db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only")
        : store.db.transaction();
    await transaction.execute(async (trx) => {
      const db = looseDb(trx);
      await write(`${JSON.stringify(header).slice(0, -1)},"tables":{`);
      for (const [index, spec] of TABLES.entries()) {
        await write(`${index ? "," : ""}\n${JSON.stringify(spec.name)}:[`);
        for await (const batch of rowsOf(db, spec)) {
          const lines = batch.map((row, i) => `${counts[spec.name] + i ? "," : ""}\n${JSON.stringify(row)}`);
          counts[spec.name] += batch.length;
          await write(lines.join(""));
        }
        await write("\n]");
      }
      await write("\n}}\n");
    });
  });
  return counts;
}
