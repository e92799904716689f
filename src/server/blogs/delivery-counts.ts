import type { Store } from "../db/connect";

/**
 * How many readers each post's mail reached ("sent to N readers" on My Blogs), for one page of posts
 * in one grouped query. A post no mail has gone out for is absent; callers read it as 0.
 */
export async function deliveryCounts(store: Store, blogIds: readonly string[]): Promise<Map<string, number>> {
  if (blogIds.length === 0) return new Map();
  const rows = await store.db
    .selectFrom("post_delivery")
    .select(["blog_id", (eb) => eb.fn.countAll().as("sent")])
    .where("blog_id", "in", blogIds)
    .groupBy("blog_id")
    .execute();
  return new Map(rows.map((row) => [row.blog_id, Number(row.sent)]));
}
