import { runCommand } from "../cli/run-command";
import { connect } from "../db/connect";
import { importSite, readExport } from "./import";
import { describeCounts } from "./tables";

await runCommand("npm run import -- <file.json>", async (config, file) => {
  // A bad file is refused before anything is created or migrated.
  const site = readExport(file);
  const store = await connect(config.databaseUrl);
  try {
    const counts = await importSite(config, store, site);
    return `Imported ${describeCounts(counts)} into the ${store.engine} database.`;
  } finally {
    await store.close();
  }
});
