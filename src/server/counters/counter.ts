/** How many hits a key has in its current window, and how long until that window ends. */
export type WindowCount = { count: number; resetInMs: number };

/**
 * Fixed-window hit counters, the one primitive behind the API rate limits and per-account sign-in
 * throttling. A window starts at a key's first hit and ends windowMs later; nothing is kept after it.
 */
export type WindowCounter = {
  hit: (key: string, windowMs: number) => Promise<WindowCount>;
  peek: (key: string) => Promise<WindowCount>;
  reset: (key: string) => Promise<void>;
};

export const EMPTY_WINDOW: WindowCount = { count: 0, resetInMs: 0 };
