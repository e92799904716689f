import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { WindowCounter } from "../counters/counter";
import { counterStore } from "./store";

const WINDOW_MS = 60_000;

/** The limit every route without one of its own shares, per client address. */
export type GlobalRateLimit = {
  max: number;
  /** Counts one request from this address, as the plugin would: how many it has made, and ms to the window's end. */
  hit: (address: string) => Promise<{ current: number; ttl: number }>;
};

/**
 * Every route is limited per client address (Fastify's request.ip, which TRUST_PROXY decides), with
 * counters shared through Redis when configured. Routes opt out with `config: { rateLimit: false }`.
 * Returns the global limit, for answers given before Fastify routes a request (http/front-door.ts):
 * they count in the very bucket the plugin counts in, under the key it would use.
 */
export async function installRateLimit(app: FastifyInstance, counter: WindowCounter): Promise<GlobalRateLimit> {
  const Store = counterStore(counter);
  const max = app.config.rateLimitMax;
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: WINDOW_MS,
    store: Store,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: "RATE_LIMITED",
    }),
  });
  // The plugin's root store is made the same way (no prefix), and its default key is normalizeIP(request.ip).
  const root = new Store({});
  return {
    max,
    hit: (address) =>
      new Promise((resolve, reject) =>
        root.incr(
          normalizeIP(address),
          (error, result) => (error || !result ? reject(error ?? new Error("no count")) : resolve(result)),
          WINDOW_MS,
          max,
        ),
      ),
  };
}
