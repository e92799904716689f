import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { UNMATCHED_ROUTE } from "../metrics/registry";

/**
 * The hottest reads (the home page's recent list, a post, its comments) are the same bytes for every
 * anonymous reader until the next write, and the public cache already holds them. Going the whole way
 * through Fastify for them (body parsing hooks, zod validation, the handler, the compression and
 * other onSend hooks, the serializer) cost more than a raw node:http server spends on the request at
 * all (issue 25). So every API GET route gets one last onRequest hook: after the hooks that must see
 * every request (request id, security headers, rate limit, CORS, the fediverse's content negotiation),
 * it answers from the cache when it safely can (PublicCache.serveHot says when) and the request ends
 * there. Anything else (a miss, a stale revision, a signed-in reader, a validator, closing down) goes
 * on as before. Must run after the rate limit's and compression's onRoute hooks have been added.
 */
export function installHotPath(app: FastifyInstance, draining: () => boolean): void {
  const logCompletion = app.initialConfig.disableRequestLogging !== true;
  const hot: onRequestHookHandler = (request, reply, done) => {
    // While closing, answers carry Connection: close (shutdown/drain.ts): left to the ordinary path.
    if (draining() || !app.publicCache.serveHot(request, reply)) return done();
    // What Fastify does once an answer it sent has finished, which a hijacked reply skips.
    app.metrics?.record(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, 200, reply.elapsedTime / 1000);
    if (logCompletion) reply.log.info({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  };
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes("GET") || !route.url.startsWith("/api/")) return;
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [hot] : Array.isArray(existing) ? [...existing, hot] : [existing, hot];
  });
}
