import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const YEAR = "public, max-age=31536000, immutable";
const DAY = "public, max-age=86400";

/**
 * Cache policy by place. Vite fingerprints everything under assets/, so those never change under the
 * same name. The images under images/ ship with the app and are never edited in place (a changed
 * picture gets a new name), so they are cached as long. The rest (favicon) may change between releases.
 */
export function cacheControlFor(filePath: string): string {
  const relative = filePath.split(path.sep).join("/");
  return /\/(?:assets|images)\//u.test(relative) ? YEAR : DAY;
}

/**
 * Serves the built client: pre-compressed .br/.gz twins written at build time when the browser takes
 * them. index.html is the server's page template, never a file to serve as it is.
 */
export async function installStaticFiles(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(path.join(root, "index.html"))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathname) => pathname !== "/index.html" && !pathname.startsWith("/.vite"),
    setHeaders: (reply, filePath) => {
      reply.header("cache-control", cacheControlFor(filePath));
    },
  });
  return true;
}
