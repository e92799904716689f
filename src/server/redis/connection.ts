import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

export type RedisState = "up" | "down";

export type RedisConnection = {
  client: Redis;
  state: () => RedisState;
  close: () => Promise<void>;
};

/** Reconnection back-off: quick at first, then every two seconds for as long as the outage lasts. */
const retryDelay = (attempt: number) => Math.min(attempt * 200, 2000);

/**
 * A Redis client that never makes a request wait for Redis: commands fail at once while it is
 * unreachable (callers fall back to local counters), it keeps reconnecting in the background, and it
 * logs one warning per outage and one line when Redis is back.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): RedisConnection {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: retryDelay,
  });
  let inOutage = false;
  const reportOutage = (reason: string) => {
    if (inOutage) return;
    inOutage = true;
    log.warn({ reason }, "Redis is unreachable; rate limits fall back to per-process counters until it returns");
  };
  client.on("error", (error: Error) => reportOutage(error.message));
  client.on("close", () => reportOutage("connection closed"));
  client.on("ready", () => {
    if (inOutage) log.info("Redis is reachable again; rate limits are shared across instances again");
    inOutage = false;
  });
  return {
    client,
    state: () => (client.status === "ready" ? "up" : "down"),
    close: async () => {
      client.removeAllListeners("close");
      // quit() waits for a server that may never answer; disconnect() does not.
      if (client.status === "ready") await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
