import { getMigrations } from "better-auth/db/migration";
import type { Config } from "../config";
import type { Store } from "../db/connect";
import { authOptions } from "./better-auth";

/**
 * Creates or extends better-auth's tables (user, session, account, verification, jwks). better-auth
 * diffs the live schema against its own, so running this on every start is a no-op once current.
 */
export async function migrateAuth(config: Config, store: Store): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions(config, store));
  await runMigrations();
}
