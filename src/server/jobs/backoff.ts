export type Backoff = { baseMs: number; capMs: number };

/** 30 s, 1 min, 2 min … up to an hour: a mail server that is down for maintenance gets time to come back. */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, capMs: 60 * 60_000 };

/**
 * How long to wait before attempt `attempt + 1`. Half the exponential step is fixed and half random
 * ("equal jitter"), so jobs that failed together (a mail server that went away) do not all come back at
 * the same moment, and no retry comes sooner than half its step.
 */
export function retryDelayMs(attempt: number, random: () => number, backoff: Backoff = DEFAULT_BACKOFF): number {
  const step = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}
