import type { Redis } from "ioredis";
import type { WindowCount, WindowCounter } from "./counter";

/** INCR and the first hit's expiry in one round trip, atomically, so parallel instances agree on the window. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(count), ttl}
`;

type CounterCommands = {
  inkwellHit: (key: string, windowMs: number) => Promise<[number, number]>;
  inkwellPeek: (key: string) => Promise<[number, number]>;
};

/** Counters every app instance sharing this Redis sees, under a key prefix of their own. */
export function createRedisCounter(redis: Redis, prefix = "inkwell:"): WindowCounter {
  if (!("inkwellHit" in redis)) {
    redis.defineCommand("inkwellHit", { numberOfKeys: 1, lua: HIT_SCRIPT });
    redis.defineCommand("inkwellPeek", { numberOfKeys: 1, lua: PEEK_SCRIPT });
  }
  // defineCommand adds methods ioredis's types cannot know about.
  const commands = redis as unknown as CounterCommands;
  const toCount = ([count, ttl]: [number, number]): WindowCount => ({ count, resetInMs: ttl });
  return {
    hit: async (key, windowMs) => toCount(await commands.inkwellHit(prefix + key, windowMs)),
    peek: async (key) => toCount(await commands.inkwellPeek(prefix + key)),
    reset: async (key) => {
      await redis.del(prefix + key);
    },
  };
}
