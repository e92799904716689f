import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web client and answers every non-API path with its index.html, where the
 * client's router shows the page (or SPEC's 404 page). API paths that match nothing get JSON 404s.
 */
export async function registerSpa(app: FastifyInstance): Promise<void> {
  const root = path.resolve(app.config.staticDir);
  const hasClient = existsSync(path.join(root, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those never change under the same name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !/^\/api(\/|$)/iu.test(pathname);
    if (wantsPage && hasClient) {
      return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    return reply.status(404).send({ message: `Nothing is at ${request.method} ${pathname}.`, code: "NOT_FOUND" });
  });
}
