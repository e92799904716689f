import { type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { Store } from "./connect";
import * as initial from "./migrations/001_initial";
import * as blogTitleInIndexes from "./migrations/002_blog_title_in_indexes";

/** Migrations are imported, not read from disk, so they ship inside any bundle and run the same everywhere. */
const migrations: Record<string, Migration> = {
  "001_initial": initial,
  "002_blog_title_in_indexes": blogTitleInIndexes,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(store: Store): Promise<void> {
  // Kysely looks for its bookkeeping tables in every PostgreSQL schema unless told which one, so a
  // database holding several schemas (the test suites') would skip creating them in the current one.
  const migrationTableSchema =
    store.engine === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(store.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db: store.db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
