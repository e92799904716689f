import type { Store } from "./connect";
import { type MigrationReport, migrate } from "./migrate";

/**
 * Brings a database to the current schema. Nothing alters the schema at start-up but the numbered
 * migrations; better-auth's tables are among them.
 */
export async function prepareDatabase(store: Store): Promise<MigrationReport> {
  return migrate(store);
}
