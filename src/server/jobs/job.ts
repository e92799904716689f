/** Work to be done later, by whichever instance takes it first. */
export type NewJob = {
  /** Which registered handler runs it ("mail"). */
  kind: string;
  /** Anything JSON can hold; the handler's schema checks it when the job runs. */
  payload: unknown;
  /** Epoch ms before which no worker takes it; now when left out. */
  runAt?: number;
  /** A second job with the same key is not written while the first row exists (say, one mail per reader per post). */
  dedupeKey?: string;
  /** What the job belongs to (a post id), so what is still queued for it can be cancelled together. */
  groupKey?: string;
};

/** A job a worker holds under a lease; `attempts` counts this one. */
export type ClaimedJob = {
  id: string;
  kind: string;
  payload: string;
  attempts: number;
  groupKey: string | null;
  dedupeKey: string | null;
};
