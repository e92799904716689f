import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Store } from "./connect";
import * as initial from "./migrations/001_initial";

/** Migrations are imported, not read from disk, so they ship inside any bundle and run the same everywhere. */
const migrations: Record<string, Migration> = {
  "001_initial": initial,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(store: Store): Promise<void> {
  const migrator = new Migrator({ db: store.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
