import { normalizeEmail } from "@shared/email";
import type { Comment, CommentPageQuery, Identity } from "@shared/schemas";
import { absoluteImage } from "@shared/url";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import type { CommentRow } from "../db/schema";
import { badRequest } from "../errors";
import { decodeCursor, encodeCursor } from "../http/cursor";

/** A comment as the API shows it; the writer's photo is absolute on the public origin (`baseUrl`). */
export function toComment(row: CommentRow, baseUrl: string): Comment {
  return {
    _id: row.id,
    blogId: row.blog_id,
    username: row.author_name,
    userPhoto: absoluteImage(baseUrl, row.author_photo),
    email: row.author_email,
    comment: row.body,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    // Local comments keep exactly their old shape; only replies from the fediverse carry these.
    ...(row.remote_note_id
      ? { remote: true, authorUrl: row.author_url ?? "", authorHandle: row.author_handle ?? "" }
      : {}),
  };
}

const COMMENT_CURSOR = ["string", "string"] as const;

export type CommentPage = { rows: CommentRow[]; nextCursor?: string };

/**
 * A page of a blog's comments, newest first: after a cursor (from the Link header) or `offset` rows.
 * Reads one more than the page to know whether another follows.
 */
export async function listCommentPage(store: Store, blogId: string, page: CommentPageQuery): Promise<CommentPage> {
  if (page.cursor && page.offset > 0) throw badRequest("Send either cursor or offset, not both.");
  let query = store.db.selectFrom("comment").selectAll().where("blog_id", "=", blogId);
  if (page.cursor) {
    const [createdAt, id] = decodeCursor(page.cursor, "comments", COMMENT_CURSOR);
    query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(createdAt, id)));
  }
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit + 1)
    .offset(page.cursor ? 0 : page.offset)
    .execute();
  const more = rows.length > page.limit;
  if (more) rows.length = page.limit;
  const last = rows.at(-1);
  return more && last ? { rows, nextCursor: encodeCursor("comments", [last.created_at, last.id]) } : { rows };
}

export async function countComments(store: Store, blogId: string): Promise<number> {
  const row = await store.db
    .selectFrom("comment")
    .select((eb) => eb.fn.countAll().as("total"))
    .where("blog_id", "=", blogId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
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
    remote_actor_id: null,
    remote_note_id: null,
    author_url: null,
    author_handle: null,
    hidden: 0,
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
