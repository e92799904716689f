import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

/** Readers read per query: the list is streamed, never held whole, however long it is. */
export const RECIPIENT_PAGE = 500;

export type Recipient = { id: string; email: string };

/** Followers of a writer who want mail when they publish, page by page in id order. */
export async function* followersToMail(db: Kysely<Database>, authorId: string): AsyncGenerator<Recipient[]> {
  let after = "";
  for (;;) {
    const page = await db
      .selectFrom("follow")
      .innerJoin("user", "user.id", "follow.follower_id")
      .innerJoin("profile", "profile.user_id", "follow.follower_id")
      .select(["follow.follower_id as id", "user.email as email"])
      .where("follow.author_id", "=", authorId)
      .where("profile.notify_followed", "=", 1)
      .where("follow.follower_id", ">", after)
      .orderBy("follow.follower_id")
      .limit(RECIPIENT_PAGE)
      .execute();
    if (page.length === 0) return;
    yield page;
    after = page.at(-1)?.id ?? after;
  }
}

/**
 * Whether a subscriber's stored categories (a JSON array of names, empty for all) take in `category`.
 * Category names are a fixed list of plain words, so a quoted LIKE cannot match part of another name.
 */
export function takesCategory(category: string) {
  return sql<boolean>`(newsletter_subscriber.categories = '[]' or newsletter_subscriber.categories like ${`%"${category}"%`})`;
}

/** Confirmed subscribers of one frequency, page by page in id order; with a category, those who take it. */
export async function* subscribersToMail(
  db: Kysely<Database>,
  frequency: "each" | "weekly",
  category?: string,
): AsyncGenerator<Recipient[]> {
  let after = "";
  for (;;) {
    let query = db
      .selectFrom("newsletter_subscriber")
      .select(["id", "email"])
      .where("status", "=", "confirmed")
      .where("frequency", "=", frequency)
      .where("id", ">", after);
    if (category !== undefined) query = query.where(takesCategory(category));
    const page = await query.orderBy("id").limit(RECIPIENT_PAGE).execute();
    if (page.length === 0) return;
    yield page;
    after = page.at(-1)?.id ?? after;
  }
}
