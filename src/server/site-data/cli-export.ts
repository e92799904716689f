import { existsSync } from "node:fs";
import { OperatorError } from "../cli/operator-error";
import { runCommand } from "../cli/run-command";
import { isPostgresUrl } from "../config";
import { connect } from "../db/connect";
import { exportSite } from "./export";
import { describeCounts } from "./tables";

await runCommand("npm run export -- <file.json>", async (config, file) => {
  // connect() would create a missing SQLite file; exporting a mistyped path must not.
  if (!isPostgresUrl(config.databaseUrl) && !existsSync(config.databaseUrl)) {
    throw new OperatorError(`No SQLite database at ${config.databaseUrl} (set DATABASE_URL or DATA_DIR).`);
  }
  const store = await connect(config.databaseUrl);
  try {
    const counts = await exportSite(store, file);
    return `Exported ${describeCounts(counts)} to ${file}.`;
  } finally {
    await store.close();
  }
});
