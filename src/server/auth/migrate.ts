// PLACEHOLDER: replaced by the auth helper (better-auth's tables on both engines).
import type { Config } from "../config";
import type { Store } from "../db/connect";

export async function migrateAuth(_config: Config, _store: Store): Promise<void> {}
