import type { WindowCounter } from "./counter";

/**
 * Uses the shared counter while it answers and the local one while it does not, so an outage of the
 * shared store (Redis) loosens limits to per-process ones instead of failing requests. When the shared
 * store returns, counting goes back to it; windows counted locally meanwhile simply expire.
 */
export function createFailoverCounter(
  shared: WindowCounter,
  local: WindowCounter,
  isSharedUp: () => boolean,
): WindowCounter {
  const pick = async <T>(use: (counter: WindowCounter) => Promise<T>): Promise<T> => {
    if (!isSharedUp()) return use(local);
    try {
      return await use(shared);
    } catch {
      // The connection notices the outage and logs it once; this request is still counted.
      return use(local);
    }
  };
  return {
    hit: (key, windowMs) => pick((counter) => counter.hit(key, windowMs)),
    peek: (key) => pick((counter) => counter.peek(key)),
    reset: (key) => pick((counter) => counter.reset(key)),
  };
}
