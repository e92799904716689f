// `npm start`: the compiled server, built first when dist/ is missing or stale (see ensure-built.mjs).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt } from "./ensure-built.mjs";

ensureBuilt();
const { main } = await import(pathToFileURL(path.resolve("dist/server/main.js")).href);
main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
