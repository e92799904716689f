import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats, Store } from "../db/connect";

/** The route label of requests no route matched (unknown paths, the web client's pages): one series, not one per URL. */
export const UNMATCHED_ROUTE = "(unmatched)";

type HttpLabel = "method" | "route" | "status_code";
type Series = { count: Counter.Internal; duration: Histogram.Internal<HttpLabel> };

export type Metrics = {
  registry: Registry;
  /** Counts one answered request; `route` is the route's pattern, never the raw URL. */
  record: (method: string, route: string, statusCode: number, seconds: number) => void;
};

function poolGauge(registry: Registry, store: Store, name: string, help: string, field: keyof PoolStats): void {
  new Gauge({
    name,
    help,
    labelNames: ["engine"],
    registers: [registry],
    collect() {
      const value = store.poolStats?.()[field];
      if (value !== undefined) this.set({ engine: store.engine }, value);
    },
  });
}

/**
 * A registry of this app's own (never prom-client's global one), so several apps in one process (tests)
 * each count their own requests and do not clash registering the same names.
 */
export function createMetrics(store: Store): Metrics {
  const registry = new Registry();
  // Process metrics, among them nodejs_eventloop_lag_* (the first sign of a CPU-bound instance).
  collectDefaultMetrics({ register: registry });

  const labelNames: HttpLabel[] = ["method", "route", "status_code"];
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to finishing its response, by method, route pattern and status code.",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  poolGauge(registry, store, "inkwell_db_pool_max_connections", "Most database connections the pool opens.", "max");
  poolGauge(registry, store, "inkwell_db_pool_connections", "Database connections open now.", "total");
  poolGauge(registry, store, "inkwell_db_pool_idle_connections", "Open database connections not in use.", "idle");
  poolGauge(
    registry,
    store,
    "inkwell_db_pool_waiting_requests",
    "Queries waiting for a free database connection (PostgreSQL only).",
    "waiting",
  );

  // prom-client hashes the label object on every observation; looking the bound series up by route,
  // method and status (all bounded sets) costs a few map reads and no allocation once warm.
  const series = new Map<string, Map<string, Map<number, Series>>>();
  const seriesFor = (method: string, route: string, statusCode: number): Series => {
    let byMethod = series.get(route);
    if (byMethod === undefined) {
      byMethod = new Map();
      series.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let found = byStatus.get(statusCode);
    if (found === undefined) {
      const labels = { method, route, status_code: String(statusCode) };
      found = { count: requests.labels(labels), duration: durations.labels(labels) };
      byStatus.set(statusCode, found);
    }
    return found;
  };

  return {
    registry,
    record(method, route, statusCode, seconds) {
      const { count, duration } = seriesFor(method, route, statusCode);
      count.inc();
      duration.observe(seconds);
    },
  };
}
