import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Whether this post's mail already reached this address (by any path: its own mail or a digest). */
export async function wasDelivered(db: Kysely<Database>, blogId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("post_delivery")
    .select("blog_id")
    .where("blog_id", "=", blogId)
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Records that posts reached an address; a second record of the same pair changes nothing. */
export async function recordDeliveries(
  db: Kysely<Database>,
  blogIds: readonly string[],
  email: string,
  now: number,
): Promise<void> {
  if (blogIds.length === 0) return;
  const sentAt = new Date(now).toISOString();
  await db
    .insertInto("post_delivery")
    .values(blogIds.map((blogId) => ({ blog_id: blogId, email: email.toLowerCase(), sent_at: sentAt })))
    .onConflict((conflict) => conflict.columns(["blog_id", "email"]).doNothing())
    .execute();
}
