import { normalizeEmail } from "../../shared/email";
import type { Comment, Identity } from "../../shared/schemas";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import type { CommentRow } from "../db/schema";

/** A blog's comments are read on one screen; this bounds the answer for a blog that draws thousands. */
const MAX_COMMENTS = 500;

export function toComment(row: CommentRow): Comment {
  return {
    _id: row.id,
    blogId: row.blog_id,
    username: row.author_name,
    userPhoto: row.author_photo,
    email: row.author_email,
    comment: row.body,
    createdAt: row.created_at,
    editedAt: row.edited_at,
  };
}

export async function listComments(store: Store, blogId: string): Promise<CommentRow[]> {
  return store.db
    .selectFrom("comment")
    .selectAll()
    .where("blog_id", "=", blogId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(MAX_COMMENTS)
    .execute();
}

/** Stores a comment by `author`; `createdAt` lets the demo seed date its comments after their blogs. */
export async function insertComment(
  store: Store,
  blogId: string,
  body: string,
  author: Pick<Identity, "email" | "name" | "image">,
  createdAt = now(),
): Promise<CommentRow> {
  const row: CommentRow = {
    id: newId(),
    blog_id: blogId,
    author_email: normalizeEmail(author.email),
    // SPEC §3: the display name, or Anonymous.
    author_name: author.name.trim() || "Anonymous",
    author_photo: author.image ?? "",
    body,
    created_at: createdAt,
    edited_at: null,
  };
  await store.db.insertInto("comment").values(row).execute();
  return row;
}

export async function findComment(store: Store, id: string): Promise<CommentRow | undefined> {
  return store.db.selectFrom("comment").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Replaces a comment's text and marks it edited; the same text again changes nothing. */
export async function editComment(store: Store, row: CommentRow, body: string): Promise<CommentRow> {
  if (body === row.body) return row;
  const edited = { body, edited_at: now() };
  await store.db.updateTable("comment").set(edited).where("id", "=", row.id).execute();
  return { ...row, ...edited };
}

export async function deleteComment(store: Store, id: string): Promise<number> {
  const result = await store.db.deleteFrom("comment").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
