import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { main } from "./main";

/** The newest modification time below a folder, to tell whether the built client is stale. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** What `npm run build` leaves: the browser bundle's template and the server-rendering entry. */
const builtFiles = [path.resolve("dist/web/index.html"), path.resolve("dist/ssr/entry-server.js")];
const sourcesChanged = Math.max(
  newestChange("src/web"),
  newestChange("src/shared"),
  statSync("vite.config.ts").mtimeMs,
);
const needsBuild = builtFiles.some((file) => !existsSync(file) || sourcesChanged > statSync(file).mtimeMs);
if (needsBuild) {
  console.log("Building the web client and its server-rendering entry (first start, or the client changed)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
