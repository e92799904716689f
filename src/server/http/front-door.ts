import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Metrics } from "../metrics/registry";
import type { GlobalRateLimit } from "../rate-limit/plugin";
import type { PublicCache } from "./public-cache";
import { requestIdFor } from "./request-id";

export type FrontDoorOptions = {
  cache: PublicCache;
  limit: GlobalRateLimit;
  /** The client's address as Fastify's request.ip would give it (trust-proxy.ts clientAddressOf). */
  clientAddress: (raw: IncomingMessage) => string | undefined;
  /** While closing, answers carry Connection: close (shutdown/drain.ts): left to Fastify. */
  draining: () => boolean;
  metrics?: Metrics;
  /**
   * Where each answer given is logged, at debug: absent unless LOG_LEVEL shows debug. Like a CDN's hits,
   * which never reach the origin's log, these are the same kept bytes again; at info, one line each
   * cost a quarter of the throughput (decision 0056). Metrics count them either way.
   */
  log?: FastifyBaseLogger;
};

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The hottest reads (the home page's recent list, a post, its comments) are the same bytes for every
 * anonymous reader until the next write. Even answered from the public cache in the last onRequest hook
 * (decision 0051), Fastify's routing, request objects and a dozen hooks cost as much again as writing
 * the answer (issue 25). So the server's request listener asks the public cache first: when it holds
 * this URL's answer as the route last sent it to an anonymous reader (PublicCache.hotAnswer says when),
 * the front door counts the request against the client's rate limit, in the bucket and under the key
 * the rate-limit plugin uses, and sends those headers and bytes with a fresh request id and the
 * client's own rate-limit figures. Anything else, and a client over its limit, goes to Fastify as before.
 *
 * The headers are learnt from the route's own answer (PublicCache.learn), not rebuilt here, so the
 * security headers, CORS, caching and encoding headers are exactly what the full path sends.
 */
export function installFrontDoor(app: FastifyInstance, options: FrontDoorOptions): void {
  const server = app.server;
  const listeners = server.listeners("request") as RequestListener[];
  const [fastify] = listeners;
  // Fastify makes its server with one request listener, its router; anything else and we keep out.
  if (listeners.length !== 1 || fastify === undefined) {
    app.log.warn("front door not installed: the server has %d request listeners", listeners.length);
    return;
  }
  const { cache, limit, clientAddress, draining, metrics, log } = options;

  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (draining()) return false;
    const hot = cache.hotAnswer(request);
    const address = hot && clientAddress(request);
    if (!hot || address === undefined) return false;
    const started = performance.now();
    limit.hit(address).then(
      ({ current, ttl }) => {
        // Over the limit, Fastify answers the 429 (its count adds one more to a window already spent).
        if (current > limit.max || draining()) return fastify(request, response);
        const id = requestIdFor(request);
        response.writeHead(200, [
          ...hot.headers,
          "x-request-id",
          id,
          "x-ratelimit-remaining",
          String(limit.max - current),
          "x-ratelimit-reset",
          String(Math.ceil(ttl / 1000)),
        ]);
        response.end(hot.body);
        const elapsedMs = performance.now() - started;
        metrics?.record("GET", hot.route, 200, elapsedMs / 1000);
        log?.debug(
          {
            reqId: id,
            req: { method: "GET", url: request.url, headers: request.headers, host: request.headers.host, ip: address },
            res: { statusCode: 200 },
            responseTime: elapsedMs,
          },
          "request completed",
        );
      },
      // The plugin meets the same store and answers as it does when counting fails.
      () => fastify(request, response),
    );
    return true;
  };

  server.removeListener("request", fastify);
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (!answer(request, response)) fastify(request, response);
  });
  // Every answer the routes send whole from the cache teaches the door its headers.
  app.addHook("onResponse", (request, reply, done) => {
    cache.learn(request, reply);
    done();
  });
}
