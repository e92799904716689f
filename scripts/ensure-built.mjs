// Builds Inkwell when dist/ is missing or older than its sources, so `npm start` and the operator
// commands work on a fresh clone, and do nothing extra where only dist/ and production dependencies
// are installed (a container, or after `npm prune --omit=dev`). Plain JavaScript: no build tools needed.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Written by scripts/build-server.mjs, the last step of `npm run build`. */
const STAMP = "dist/.build-stamp";
/**
 * What a build reads; a change to any of them makes dist/ stale. Not package-lock.json: `npm prune`
 * rewrites it without changing anything a build would produce.
 */
const SOURCES = ["src", "scripts", "vite.config.ts", "package.json"];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** Returns once dist/ holds a current build; exits the process when it cannot. */
export function ensureBuilt() {
  const built = existsSync(STAMP) && existsSync("dist/server/main.js");
  // Without src/ (an image holding only dist/) there is nothing to be stale against.
  const stale = !built || (existsSync("src") && Math.max(...SOURCES.map(newestChange)) > statSync(STAMP).mtimeMs);
  if (!stale) return;
  // A build-only package (vite itself may stay after a prune, as an optional peer of a peer).
  if (!existsSync(path.join("node_modules", "@vitejs", "plugin-react", "package.json"))) {
    if (built) {
      console.warn("dist/ is older than the sources, but the build tools are not installed; using the build in dist/.");
      return;
    }
    console.error("Inkwell is not built and the build tools are not installed. Run `npm ci && npm run build` first.");
    process.exit(1);
  }
  console.log(built ? "Rebuilding Inkwell (its sources changed)..." : "Building Inkwell (first start)...");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
