import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { WindowCounter } from "../counters/counter";

/**
 * Adapts a WindowCounter to @fastify/rate-limit's store interface. Routes with limits of their own
 * (sign-in, sign-up) count under their own key prefix, as the library's stores do.
 */
export function counterStore(counter: WindowCounter): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The library constructs the root store with its options; children are made here with a prefix. */
    constructor(prefixOrLibraryOptions?: unknown) {
      this.prefix = typeof prefixOrLibraryOptions === "string" ? prefixOrLibraryOptions : "";
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counter.hit(`rate:${this.prefix}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    /**
     * Each route with a limit of its own counts in a bucket of its own. The library's types call the
     * argument the route's options, but at run time it passes the route's merged limit settings with the
     * route under `routeInfo` (its own stores read it there); reading `method` and `url` at the top put
     * every such route in one shared bucket.
     */
    child(settings: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const route = (settings as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(",") : (route?.method ?? "");
      return new CounterStore(`${this.prefix}${method}${route?.url ?? ""}-`);
    }
  };
}
