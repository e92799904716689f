import { vi } from "vitest";

/**
 * Moves the clock the stores stamp rows with (`Date`) a few milliseconds on, instead of sleeping until
 * real time has passed: two rows written around it get distinct, ordered timestamps. Only `Date` is
 * faked (timers, sockets and the database run for real); pair with `vi.useRealTimers()` after each test.
 */
export function stepClock(ms = 5): void {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ms });
}
