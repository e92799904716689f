import { normalizeEmail } from "@shared/email";
import { VISIBILITY } from "@shared/moderation-schemas";
import { type Kysely, sql } from "kysely";
import type { PostLifecycle } from "../blogs/lifecycle";
import type { Database } from "../db/schema";

type ModerationBit = typeof VISIBILITY.hidden | typeof VISIBILITY.suspended | typeof VISIBILITY.held;

/**
 * Sets or clears one reason a post is not public (decision 0043). Leaving or re-entering public view
 * goes through the post's lifecycle in the same transaction: hiding withdraws it (queued mail cancelled,
 * a Delete to the fediverse), showing it again restores it (no second mail). Returns whether it changed.
 * Call inside a transaction.
 */
export async function setPostBit(
  trx: Kysely<Database>,
  blogId: string,
  bit: typeof VISIBILITY.hidden | typeof VISIBILITY.suspended,
  on: boolean,
  lifecycle: PostLifecycle,
): Promise<boolean> {
  const row = await trx.selectFrom("blog").select("visibility").where("id", "=", blogId).executeTakeFirst();
  if (!row) return false;
  const before = Number(row.visibility);
  const after = on ? before | bit : before & ~bit;
  if (after === before) return false;
  await trx.updateTable("blog").set({ visibility: after }).where("id", "=", blogId).execute();
  if (before === 0) await lifecycle.withdrawn(trx, blogId, true);
  else if (after === 0) await lifecycle.restored(trx, blogId);
  return true;
}

/** Sets or clears one reason a comment is not public; returns whether it changed. */
export async function setCommentBit(
  db: Kysely<Database>,
  commentId: string,
  bit: ModerationBit,
  on: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable("comment")
    .set({ hidden: on ? sql<number>`hidden | ${sql.lit(bit)}` : sql<number>`hidden & ${sql.lit(~bit)}` })
    .where("id", "=", commentId)
    .where(on ? sql<boolean>`(hidden & ${sql.lit(bit)}) = 0` : sql<boolean>`(hidden & ${sql.lit(bit)}) <> 0`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A suspension's effect on what its account wrote: every post and comment leaves public view (or comes
 * back), each post through its lifecycle so the fediverse hears of it. Posts a moderator hid stay hidden.
 */
export async function setAuthorContentSuspended(
  trx: Kysely<Database>,
  email: string,
  suspended: boolean,
  lifecycle: PostLifecycle,
): Promise<void> {
  const author = normalizeEmail(email);
  const posts = await trx.selectFrom("blog").select("id").where("author_email", "=", author).execute();
  for (const post of posts) await setPostBit(trx, post.id, VISIBILITY.suspended, suspended, lifecycle);
  const bit = sql.lit(VISIBILITY.suspended);
  await trx
    .updateTable("comment")
    .set({ hidden: suspended ? sql<number>`hidden | ${bit}` : sql<number>`hidden & ${sql.lit(~VISIBILITY.suspended)}` })
    .where("author_email", "=", author)
    .where("remote_note_id", "is", null)
    .execute();
}
