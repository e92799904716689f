import { EMPTY_WINDOW, type WindowCount, type WindowCounter } from "./counter";

type Entry = { count: number; endsAt: number };

/** Enough for every client of a busy instance; past it the oldest windows are dropped first. */
const DEFAULT_CAPACITY = 50_000;

/**
 * Counters in this process's memory: used when no Redis is configured, and as the fallback while
 * Redis is unreachable. The clock is injectable so tests can let a window pass without waiting.
 */
export function createMemoryCounter(now: () => number = Date.now, capacity = DEFAULT_CAPACITY): WindowCounter {
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.endsAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const view = (entry: Entry | undefined): WindowCount =>
    entry ? { count: entry.count, resetInMs: entry.endsAt - now() } : EMPTY_WINDOW;

  return {
    hit: async (key, windowMs) => {
      const entry = live(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      // Re-inserting keeps Map order = least recently hit first, which is what eviction drops.
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return view(entry);
    },
    peek: async (key) => view(live(key)),
    reset: async (key) => {
      entries.delete(key);
    },
  };
}
