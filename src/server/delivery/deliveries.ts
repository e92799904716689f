import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import { countMailed } from "../stats/mailed";

/**
 * "This post has not reached the address in `emailColumn` yet" (by its own mail or a digest), as a
 * condition of the query that finds the reader, so checking costs no round trip of its own.
 */
export function notYetDelivered(blogId: string, emailColumn: "newsletter_subscriber.email" | "user.email") {
  // biome-ignore lint/suspicious/noExplicitAny: the condition serves queries over different joins.
  return (eb: ExpressionBuilder<any, any>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom("post_delivery")
          .select("post_delivery.blog_id")
          .where("post_delivery.blog_id", "=", blogId)
          .where("post_delivery.email", "=", sql<string>`lower(${sql.ref(emailColumn)})`),
      ),
    );
}

/**
 * Records that posts reached an address; a second record of the same pair changes nothing. The stats'
 * mail totals count each new pair once, in the same transaction.
 */
export async function recordDeliveries(
  db: Kysely<Database>,
  blogIds: readonly string[],
  email: string,
  now: number,
): Promise<void> {
  if (blogIds.length === 0) return;
  const sentAt = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto("post_delivery")
      .values(blogIds.map((blogId) => ({ blog_id: blogId, email: email.toLowerCase(), sent_at: sentAt })))
      .onConflict((conflict) => conflict.columns(["blog_id", "email"]).doNothing())
      .returning("blog_id")
      .execute();
    await countMailed(
      trx,
      recorded.map((row) => row.blog_id),
      now,
    );
  });
}
