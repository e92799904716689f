import { fileURLToPath } from "node:url";

/**
 * The path aliases, for the tools that do not read tsconfig.json's `paths` (Vite and Vitest). tsc,
 * esbuild (scripts/build-server.mjs), tsx and Playwright read them from tsconfig.json; keep both equal.
 */
const dir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const PATH_ALIASES = [
  { find: /^@shared\//u, replacement: `${dir("../src/shared")}/` },
  { find: /^@web\//u, replacement: `${dir("../src/web")}/` },
  { find: /^@server\//u, replacement: `${dir("../src/server")}/` },
  { find: /^@test\//u, replacement: `${dir("../test-support")}/` },
];
