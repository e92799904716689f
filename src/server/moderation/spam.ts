import {
  COMMENTS_PER_MINUTE,
  countLinks,
  HELD_LINK_COUNT,
  NEW_ACCOUNT_COMMENTS_PER_MINUTE,
  NEW_ACCOUNT_MS,
} from "@shared/moderation-schemas";
import type { WindowCounter } from "../counters/counter";
import type { Store } from "../db/connect";

const MINUTE_MS = 60_000;

/**
 * Whether an account is new to the spam rules: its profile (made as the account is) is less than a day
 * old. An account with no profile yet counts as new.
 */
export async function isNewAccount(store: Store, userId: string, now: number): Promise<boolean> {
  const profile = await store.db
    .selectFrom("profile")
    .select("created_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const created = profile ? Date.parse(profile.created_at) : Number.NaN;
  return Number.isNaN(created) || now - created < NEW_ACCOUNT_MS;
}

/**
 * Counts one comment against the account's minute (fixed windows in the shared counters, so every
 * instance counts together when Redis is configured). Returns the seconds to wait when it is one too many.
 */
export async function commentFlood(
  counter: WindowCounter,
  userId: string,
  newAccount: boolean,
): Promise<number | undefined> {
  const limit = newAccount ? NEW_ACCOUNT_COMMENTS_PER_MINUTE : COMMENTS_PER_MINUTE;
  const { count, resetInMs } = await counter.hit(`comments:${userId}`, MINUTE_MS);
  return count > limit ? Math.max(1, Math.ceil(resetInMs / 1000)) : undefined;
}

/** A link-heavy comment from a new account waits for a moderator or the post's writer. */
export const shouldHold = (text: string, newAccount: boolean): boolean =>
  newAccount && countLinks(text) >= HELD_LINK_COUNT;
