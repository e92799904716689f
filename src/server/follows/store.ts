import type { Store } from "../db/connect";
import { now } from "../db/ids";

/** Idempotent: a second follow keeps the first row and its time. Answers whether the follow is new. */
export async function follow(store: Store, followerId: string, authorId: string): Promise<boolean> {
  const result = await store.db
    .insertInto("follow")
    .values({ follower_id: followerId, author_id: authorId, created_at: now() })
    .onConflict((conflict) => conflict.columns(["follower_id", "author_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function unfollow(store: Store, followerId: string, authorId: string): Promise<void> {
  await store.db.deleteFrom("follow").where("follower_id", "=", followerId).where("author_id", "=", authorId).execute();
}

export async function isFollowing(store: Store, followerId: string, authorId: string): Promise<boolean> {
  const row = await store.db
    .selectFrom("follow")
    .select("author_id")
    .where("follower_id", "=", followerId)
    .where("author_id", "=", authorId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Readers here and on other servers (ActivityPub followers, issue 23) together, counted by the query
 * itself: a follow or an unfollow moves the data revision the public cache keys on (migration 016,
 * decision 0057), so a cached profile shows the new count at its next read.
 */
export async function countFollowers(store: Store, authorId: string): Promise<number> {
  const [local, remote] = await Promise.all([
    store.db
      .selectFrom("follow")
      .select((eb) => eb.fn.countAll().as("total"))
      .where("author_id", "=", authorId)
      .executeTakeFirstOrThrow(),
    store.db
      .selectFrom("remote_follower")
      .select((eb) => eb.fn.countAll().as("total"))
      .where("author_id", "=", authorId)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(local.total) + Number(remote.total);
}
