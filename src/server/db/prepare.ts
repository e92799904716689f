import { migrateAuth } from "../auth/migrate";
import type { Config } from "../config";
import type { Store } from "./connect";
import { migrate } from "./migrate";

/** Brings a database to the current schema: Inkwell's tables, then the identity provider's. */
export async function prepareDatabase(config: Config, store: Store): Promise<void> {
  await migrate(store);
  await migrateAuth(config, store);
}
