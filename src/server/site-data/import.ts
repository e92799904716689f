import { readFileSync } from "node:fs";
import { type Kysely, sql } from "kysely";
import { ensureEverySlug } from "../blogs/slug";
import { OperatorError } from "../cli/operator-error";
import type { Config } from "../config";
import type { Store } from "../db/connect";
import { prepareDatabase } from "../db/prepare";
import { withStartupLock } from "../db/startup-lock";
import { ensureEveryNonce } from "../newsletter/store";
import { ensureEveryProfile } from "../profiles/store";
import { type ExportFile, validateExport } from "./format";
import { BATCH_SIZE, type Counts, TABLES, type TableName } from "./tables";
import { type LooseDatabase, looseDb, toEngineRow } from "./values";

/** Tables that must be empty besides the imported ones: a session means someone already used this site. */
const ALSO_EMPTY = ["session"];

/** Reads and checks an export file; every problem is the operator's to fix, so each says what and where. */
export function readExport(file: string): ExportFile {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new OperatorError(code === "ENOENT" ? `${file} does not exist.` : `Cannot read ${file} (${code}).`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    // JSON.parse quotes the text around the fault; kept short and on one line, it still shows where.
    const reason = (error as Error).message.replace(/\s+/gu, " ").slice(0, 120);
    throw new OperatorError(`${file} is not JSON (${reason}); is it an Inkwell export?`);
  }
  return validateExport(data, file);
}

async function refuseNonEmpty(db: Kysely<LooseDatabase>, databaseUrl: string): Promise<void> {
  for (const table of [...TABLES.map(({ name }) => name), ...ALSO_EMPTY]) {
    const rows = await db.selectFrom(table).select(sql<number>`1`.as("one")).limit(1).execute();
    if (rows.length > 0) {
      throw new OperatorError(
        `The target database is not empty (table "${table}" has rows): import only into a new, empty database. ${databaseUrl.includes("://") ? "Create one (createdb) and point DATABASE_URL at it" : "Point DATABASE_URL at a new file"}, and do not start Inkwell on it before the import (it would seed demo content unless SEED_DEMO=false).`,
      );
    }
  }
}

/**
 * Loads an export into an empty database on either engine: migrates it first, then inserts every row
 * with its ids and times in one transaction, so a failure leaves no partial site behind. Holds the
 * start-up lock meanwhile, so an instance starting on the same database cannot seed into it.
 */
export async function importSite(config: Config, store: Store, site: ExportFile): Promise<Counts> {
  return withStartupLock(store, config.databaseUrl, async () => {
    await prepareDatabase(store);
    const counts = Object.fromEntries(TABLES.map(({ name }) => [name, 0])) as Counts;
    let current: TableName | undefined;
    try {
      await store.db.transaction().execute(async (trx) => {
        const db = looseDb(trx);
        await refuseNonEmpty(db, config.databaseUrl);
        for (const spec of TABLES) {
          current = spec.name;
          const rows = site.tables[spec.name];
          for (let start = 0; start < rows.length; start += BATCH_SIZE) {
            const batch = rows.slice(start, start + BATCH_SIZE).map((row) => toEngineRow(spec, row, store.engine));
            await db.insertInto(spec.name).values(batch).execute();
          }
          counts[spec.name] = rows.length;
        }
        current = "profile";
        // A file from before handles (version 1): every writer gets one from their name.
        await ensureEveryProfile(trx);
        current = "blog";
        // A file from before readable URLs (versions 1 and 2): every post gets a slug from its title.
        await ensureEverySlug(trx);
        current = "newsletter_subscriber";
        // A file from before double opt-in (versions 1 to 3): every subscriber gets a link nonce.
        await ensureEveryNonce(trx);
      });
    } catch (error) {
      if (error instanceof OperatorError) throw error;
      // Duplicate ids, a comment whose blog is missing: the file's problem, reported in one line.
      const reason = error instanceof Error ? error.message : String(error);
      throw new OperatorError(
        `Import failed while writing table "${current}", so nothing was imported: ${reason.replace(/\s+/gu, " ")}`,
      );
    }
    return counts;
  });
}
