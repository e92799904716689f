import { normalizeEmail } from "@shared/email";
import type { WindowCounter } from "../counters/counter";

/** Failed sign-ins one account may take within the window before further attempts wait it out. */
export const MAX_FAILED_SIGN_INS = 10;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export type LoginThrottle = {
  /** Seconds until this email may try again, or undefined when it may try now. */
  retryAfterSeconds: (email: string) => Promise<number | undefined>;
  recordFailure: (email: string) => Promise<void>;
  recordSuccess: (email: string) => Promise<void>;
};

/**
 * Per-account throttling, independent of the caller's address: guessing one account's password from
 * many addresses is slowed as much as from one. It never locks an account for good; the window passes.
 */
export function createLoginThrottle(counter: WindowCounter): LoginThrottle {
  const keyOf = (email: string) => `sign-in-failures:${normalizeEmail(email)}`;
  return {
    retryAfterSeconds: async (email) => {
      const { count, resetInMs } = await counter.peek(keyOf(email));
      return count >= MAX_FAILED_SIGN_INS ? Math.max(1, Math.ceil(resetInMs / 1000)) : undefined;
    },
    recordFailure: async (email) => {
      await counter.hit(keyOf(email), FAILED_SIGN_IN_WINDOW_MS);
    },
    recordSuccess: async (email) => {
      await counter.reset(keyOf(email));
    },
  };
}
