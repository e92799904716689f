import type { Store } from "../db/connect";

/**
 * What the fediverse does to a post that we count: a Like, or an Announce (a boost). Federation writes
 * them (federation/reactions.ts); the posts' pages and API only read the counts here.
 */
export type ReactionKind = "like" | "announce";

/** How many accounts liked and boosted a post. */
export async function reactionCounts(store: Store, blogId: string): Promise<{ likes: number; boosts: number }> {
  const rows = await store.db
    .selectFrom("post_reaction")
    .select(["kind", (eb) => eb.fn.countAll().as("total")])
    .where("blog_id", "=", blogId)
    .groupBy("kind")
    .execute();
  const count = (kind: ReactionKind) => Number(rows.find((row) => row.kind === kind)?.total ?? 0);
  return { likes: count("like"), boosts: count("announce") };
}

/** One post as its details page shows it: with how many fediverse accounts liked and boosted it. */
export async function withReactions<T extends { _id: string }>(
  store: Store,
  blog: T,
): Promise<T & { likes: number; boosts: number }> {
  return { ...blog, ...(await reactionCounts(store, blog._id)) };
}
