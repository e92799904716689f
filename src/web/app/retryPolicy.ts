import { ApiRequestError } from "../lib/api";

/**
 * How long a reader may wait to learn that a load failed: one quick retry, then the failure shows.
 * TanStack Query's default (three retries, backing off 1 s, 2 s, 4 s) kept a reader waiting 7 s and
 * more on a busy machine before "Failed to load data" appeared.
 */
export const QUERY_RETRY_DELAY_MS = 300;
export const MAX_QUERY_RETRIES = 1;

/**
 * Only failures that can go away by asking again: the server unreachable (status 0), timed out (408)
 * or failing for a moment (5xx). A 4xx says the request itself is wrong; 429 asks us to slow down;
 * 501 and 505 will not change. The reader's Retry button is there for everything else.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const { status } = error;
  return status === 0 || status === 408 || (status >= 500 && status !== 501 && status !== 505);
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryable(error);
}
