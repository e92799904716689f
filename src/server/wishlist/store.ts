import { normalizeEmail } from "@shared/email";
import type { WishlistItem, WishlistPageQuery } from "@shared/schemas";
import type { BlogPresenter } from "../blogs/present";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import { publishedOnly } from "../db/published";
import type { WishlistItemRow } from "../db/schema";
import { badRequest } from "../errors";
import { decodeCursor, encodeCursor } from "../http/cursor";

const WISHLIST_CURSOR = ["string", "string"] as const;

/** The saved, currently published blogs of one user, joined for listing and counting alike. */
function savedBlogs(store: Store, userEmail: string) {
  return publishedOnly(
    store.db.selectFrom("wishlist_item").innerJoin("blog", "blog.id", "wishlist_item.blog_id"),
  ).where("wishlist_item.user_email", "=", normalizeEmail(userEmail));
}

export type WishlistPage = { items: WishlistItem[]; nextCursor?: string; total: number };

/**
 * A page of a user's saved blogs, newest first, each joined with the blog as it is now (not a stale
 * copy), after a cursor (from the Link header) or `offset` items. A blog its author turned back into a
 * draft drops out until it is published again; the entry is kept.
 */
export async function listWishlistPage(
  store: Store,
  present: BlogPresenter,
  userEmail: string,
  page: WishlistPageQuery,
): Promise<WishlistPage> {
  if (page.cursor && page.offset > 0) throw badRequest("Send either cursor or offset, not both.");
  let query = savedBlogs(store, userEmail)
    .selectAll("blog")
    .select([
      "wishlist_item.id as item_id",
      "wishlist_item.user_email as item_user_email",
      "wishlist_item.created_at as item_created_at",
    ]);
  if (page.cursor) {
    const [createdAt, id] = decodeCursor(page.cursor, "wishlist", WISHLIST_CURSOR);
    query = query.where((eb) =>
      eb(eb.refTuple("wishlist_item.created_at", "wishlist_item.id"), "<", eb.tuple(createdAt, id)),
    );
  }
  const rows = await query
    .orderBy("wishlist_item.created_at", "desc")
    .orderBy("wishlist_item.id", "desc")
    .limit(page.limit + 1)
    .offset(page.cursor ? 0 : page.offset)
    .execute();
  const more = rows.length > page.limit;
  if (more) rows.length = page.limit;
  const blogs = await present.blogs(rows.map(({ item_id, item_user_email, item_created_at, ...blog }) => blog));
  const items = rows.map((row, index) => ({
    _id: row.item_id,
    blogId: row.id,
    userEmail: row.item_user_email,
    blogData: blogs[index] as (typeof blogs)[number],
    createdAt: row.item_created_at,
  }));
  const last = items.at(-1);
  const total =
    !more && !page.cursor && (items.length > 0 || page.offset === 0)
      ? page.offset + items.length
      : Number(
          (
            await savedBlogs(store, userEmail)
              .select((eb) => eb.fn.countAll().as("total"))
              .executeTakeFirstOrThrow()
          ).total,
        );
  return {
    items,
    total,
    ...(more && last ? { nextCursor: encodeCursor("wishlist", [last.createdAt, last._id]) } : {}),
  };
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
