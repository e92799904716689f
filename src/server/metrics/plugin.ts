import type { FastifyInstance } from "fastify";
import { bearerMatcher } from "./bearer";
import { createMetrics, type Metrics, UNMATCHED_ROUTE } from "./registry";

declare module "fastify" {
  interface FastifyInstance {
    /** This app's metrics when METRICS_TOKEN is set, so other parts (jobs/) add their own series. */
    metrics: Metrics | undefined;
  }
}

export const METRICS_PATH = "/metrics";

/**
 * GET /metrics in Prometheus text format, for whoever holds METRICS_TOKEN. Without a token nothing is
 * counted and the path answers like any unknown API path. Call before other plugins register, so the
 * counting hook reaches every route.
 */
export function installMetrics(app: FastifyInstance): void {
  const token = app.config.metricsToken;
  const metrics = token ? createMetrics(app.store) : undefined;
  const authorized = token ? bearerMatcher(token) : () => false;
  app.decorate("metrics", metrics);

  if (metrics) {
    app.addHook("onResponse", (request, reply, done) => {
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      metrics.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }

  app.get(
    METRICS_PATH,
    {
      // A scraper polls on a schedule; a limit would leave gaps exactly when the instance is busiest.
      config: { rateLimit: false },
      // Operators' business, not part of the public API.
      schema: { hide: true },
    },
    async (request, reply) => {
      if (!metrics) {
        // The same answer as an unknown API path, so an instance does not advertise an endpoint it keeps off.
        return reply
          .status(404)
          .send({ message: `Nothing is at ${request.method} ${METRICS_PATH}.`, code: "NOT_FOUND" });
      }
      if (!authorized(request.headers.authorization)) {
        return reply
          .status(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send({ message: "Metrics need the bearer token set in METRICS_TOKEN.", code: "UNAUTHORIZED" });
      }
      const body = await metrics.registry.metrics();
      return reply.header("cache-control", "no-store").type(metrics.registry.contentType).send(body);
    },
  );
}
