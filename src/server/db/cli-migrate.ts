import { loadConfigFromEnvironment } from "../config";
import { connect } from "./connect";
import { prepareDatabase } from "./prepare";
import { withStartupLock } from "./startup-lock";

/**
 * `npm run migrate`: applies pending migrations and exits, so an operator can migrate before
 * switching traffic to a new version (the app also migrates at start-up).
 */
async function run(): Promise<void> {
  const config = loadConfigFromEnvironment();
  const store = await connect(config.databaseUrl);
  try {
    const { applied } = await withStartupLock(store, config.databaseUrl, () => prepareDatabase(store));
    console.log(
      applied.length === 0
        ? "The database is up to date; no migration was pending."
        : `Applied ${applied.length} migration${applied.length === 1 ? "" : "s"}: ${applied.join(", ")}`,
    );
  } finally {
    await store.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
