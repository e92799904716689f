// `npm run migrate|export|import|backup|federation|role|media|import-posts`: runs one compiled operator command from dist/server, built
// first when needed. Usage: node scripts/run-built.mjs <entry> [arguments...]
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt } from "./ensure-built.mjs";

const COMMANDS = new Set([
  "cli-migrate",
  "cli-export",
  "cli-import",
  "cli-backup",
  "cli-federation",
  "cli-role",
  "cli-media",
  "cli-import-posts",
]);
const entry = process.argv[2] ?? "";
if (!COMMANDS.has(entry)) {
  console.error(`Unknown command ${JSON.stringify(entry)}; expected one of ${[...COMMANDS].join(", ")}.`);
  process.exit(1);
}
ensureBuilt();
// The command reads its own arguments from process.argv, as if it had been started directly.
process.argv.splice(2, 1);
await import(pathToFileURL(path.resolve("dist/server", `${entry}.js`)).href);
