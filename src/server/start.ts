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

const builtIndex = path.resolve("dist/web/index.html");
const needsBuild =
  !existsSync(builtIndex) ||
  Math.max(newestChange("src/web"), newestChange("src/shared")) > statSync(builtIndex).mtimeMs;
if (needsBuild) {
  console.log("Building the web client (first start, or the client changed)...");
  const result = spawnSync("npx", ["vite", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
