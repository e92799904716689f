import { normalizeEmail } from "../../shared/email";
import type { WishlistItem } from "../../shared/schemas";
import { toBlog } from "../blogs/present";
import { publishedOnly } from "../blogs/store";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import type { WishlistItemRow } from "../db/schema";

/** A wishlist is one person's bookmarks; this bounds the answer should someone save thousands. */
const MAX_ITEMS = 1000;

/**
 * A user's saved blogs, newest first, each joined with the blog as it is now (not a stale copy). A blog
 * its author turned back into a draft drops out until it is published again; the entry is kept.
 */
export async function listWishlist(store: Store, userEmail: string): Promise<WishlistItem[]> {
  const rows = await publishedOnly(
    store.db.selectFrom("wishlist_item").innerJoin("blog", "blog.id", "wishlist_item.blog_id"),
  )
    .selectAll("blog")
    .select([
      "wishlist_item.id as item_id",
      "wishlist_item.user_email as item_user_email",
      "wishlist_item.created_at as item_created_at",
    ])
    .where("wishlist_item.user_email", "=", normalizeEmail(userEmail))
    .orderBy("wishlist_item.created_at", "desc")
    .orderBy("wishlist_item.id", "desc")
    .limit(MAX_ITEMS)
    .execute();
  return rows.map(({ item_id, item_user_email, item_created_at, ...blog }) => ({
    _id: item_id,
    blogId: blog.id,
    userEmail: item_user_email,
    blogData: toBlog(blog),
    createdAt: item_created_at,
  }));
}

async function findItemId(store: Store, userEmail: string, blogId: string): Promise<string | undefined> {
  const row = await store.db
    .selectFrom("wishlist_item")
    .select("id")
    .where("user_email", "=", userEmail)
    .where("blog_id", "=", blogId)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Saves a blog to a wishlist once. Every add goes straight to the insert (no read first, which two
 * simultaneous adds could both pass): the unique (user_email, blog_id) constraint lets exactly one
 * insert win, and any other add reads the winner's id.
 */
export async function addToWishlist(
  store: Store,
  userEmail: string,
  blogId: string,
): Promise<{ id: string; created: boolean }> {
  const email = normalizeEmail(userEmail);
  const id = newId();
  const result = await store.db
    .insertInto("wishlist_item")
    .values({ id, blog_id: blogId, user_email: email, created_at: now() })
    .onConflict((conflict) => conflict.columns(["user_email", "blog_id"]).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return { id, created: true };
  const winner = await findItemId(store, email, blogId);
  // Only reachable if the winner was deleted in the instant between the two statements.
  if (!winner) return addToWishlist(store, userEmail, blogId);
  return { id: winner, created: false };
}

export async function findWishlistItem(store: Store, id: string): Promise<WishlistItemRow | undefined> {
  return store.db.selectFrom("wishlist_item").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function deleteWishlistItem(store: Store, id: string): Promise<number> {
  const result = await store.db.deleteFrom("wishlist_item").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
