import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { WindowCounter } from "../counters/counter";
import { counterStore } from "./store";

/**
 * Every route is limited per client address (Fastify's request.ip, which TRUST_PROXY decides), with
 * counters shared through Redis when configured. Routes opt out with `config: { rateLimit: false }`.
 */
export async function registerRateLimit(app: FastifyInstance, counter: WindowCounter): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitMax,
    timeWindow: "1 minute",
    store: counterStore(counter),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: "RATE_LIMITED",
    }),
  });
}
