import { sql } from "kysely";
import type { Store } from "../db/connect";

/**
 * How long one instance trusts that a session it has seen alive still is. A session ended through
 * this instance is forgotten at once (forgetAll); one ended through another instance, or by deleting
 * the account, stops its tokens here within this time.
 */
export const SESSION_RECHECK_MS = 2000;

/** Bounded so a flood of tokens from many sessions cannot grow memory without end. */
const MAX_REMEMBERED = 10_000;

export type SessionLiveness = {
  isLive: (sessionId: string, userId: string) => Promise<boolean>;
  /** After a sign-out, password change or account removal here: check every session afresh. */
  forgetAll: () => void;
};

type SessionRow = { userId: string; expiresAt: string | number | Date };

export type SessionLookup = (sessionId: string) => Promise<SessionRow | undefined>;

/** Reads one better-auth session by id (its primary key), whichever engine holds it. */
export function sessionLookup(store: Store): SessionLookup {
  return async (sessionId) => {
    const { rows } =
      await sql<SessionRow>`select "userId", "expiresAt" from "session" where "id" = ${sessionId}`.execute(store.db);
    return rows[0];
  };
}

/**
 * ID tokens carry their session's id (`sid`); a token is honoured only while that session exists,
 * belongs to the token's user and has not expired. Answers are remembered briefly so hot reads do not
 * each cost a query; ended sessions are remembered for good, since an id is never reused.
 */
export function createSessionLiveness(lookup: SessionLookup, now: () => number = Date.now): SessionLiveness {
  const live = new Map<string, { userId: string; until: number }>();
  const ended = new Set<string>();

  const remember = <T>(collection: Map<string, T> | Set<string>, add: () => void) => {
    if (collection.size >= MAX_REMEMBERED) collection.clear();
    add();
  };

  return {
    isLive: async (sessionId, userId) => {
      if (ended.has(sessionId)) return false;
      const known = live.get(sessionId);
      if (known && known.until > now()) return known.userId === userId;
      const row = await lookup(sessionId);
      const expiresAt = row ? new Date(row.expiresAt).getTime() : Number.NaN;
      if (!row || !(expiresAt > now())) {
        live.delete(sessionId);
        remember(ended, () => ended.add(sessionId));
        return false;
      }
      const until = Math.min(now() + SESSION_RECHECK_MS, expiresAt);
      remember(live, () => live.set(sessionId, { userId: row.userId, until }));
      return row.userId === userId;
    },
    forgetAll: () => live.clear(),
  };
}
