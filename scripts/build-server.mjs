// Compiles the server ahead of time into dist/server: one ESM bundle per entry point, dependencies
// included. Loading better-auth, Kysely and friends from hundreds of files in node_modules took ~1.1 s
// of every start; from a few bundled files it takes ~0.25 s. Run by `npm run build`.
import { rm, writeFile } from "node:fs/promises";
import { build } from "esbuild";

/** Every command an operator runs with node: the app, and the data tools. */
const entryPoints = {
  main: "src/server/main.ts",
  "cli-migrate": "src/server/db/cli-migrate.ts",
  "cli-export": "src/server/site-data/cli-export.ts",
  "cli-import": "src/server/site-data/cli-import.ts",
  "cli-backup": "src/server/site-data/cli-backup.ts",
  "cli-federation": "src/server/federation/cli-federation.ts",
  "cli-role": "src/server/admin/cli-role.ts",
  "cli-media": "src/server/media/cli-media.ts",
  "cli-import-posts": "src/server/cli-import-posts.ts",
};

await rm("dist/server", { recursive: true, force: true });
await build({
  entryPoints,
  outdir: "dist/server",
  bundle: true,
  // Shared modules become chunks instead of being copied into every entry.
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  external: [
    // Native addons, loaded from node_modules at run time (db/sqlite-driver.ts picks one).
    "better-sqlite3",
    "better-sqlite3-napi",
    "sharp",
    // pg's optional native binding, never installed.
    "pg-native",
    // Serves the files of its own package (the docs page's scripts and styles).
    "@fastify/swagger-ui",
    // Development only: compiles the pages' server entry on demand when no build exists.
    "vite",
  ],
  // Bundled CommonJS code still calls require() and reads __dirname; give it both, as Node would.
  banner: {
    js: [
      'import { createRequire as __inkwellCreateRequire } from "node:module";',
      'import { dirname as __inkwellDirname } from "node:path";',
      'import { fileURLToPath as __inkwellFileURLToPath } from "node:url";',
      "const require = __inkwellCreateRequire(import.meta.url);",
      "const __filename = __inkwellFileURLToPath(import.meta.url);",
      "const __dirname = __inkwellDirname(__filename);",
    ].join("\n"),
  },
  sourcemap: true,
  // Stack traces in production logs name the source functions.
  keepNames: true,
  logLevel: "warning",
});
// Last step of `npm run build`: scripts/start.mjs compares the sources against this stamp.
await writeFile("dist/.build-stamp", `${new Date().toISOString()}\n`);
console.log("Built the server into dist/server.");
