import { OperatorError } from "../cli/operator-error";
import { runCommand } from "../cli/run-command";
import { isPostgresUrl } from "../config";
import { backupSqlite } from "./backup";

await runCommand("npm run backup -- <file>", async (config, file) => {
  if (isPostgresUrl(config.databaseUrl)) {
    throw new OperatorError(
      'npm run backup copies a SQLite database, and this site runs on PostgreSQL: back it up with pg_dump (pg_dump --format=custom --file=inkwell.dump "$DATABASE_URL"), or use npm run export.',
    );
  }
  const { pages } = await backupSqlite(config.databaseUrl, file);
  return `Backed up ${config.databaseUrl} to ${file} (${pages} pages, integrity check ok).`;
});
