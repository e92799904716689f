import { normalizeEmail } from "@shared/email";
import { VISIBILITY } from "@shared/moderation-schemas";
import type { Comment, CommentPageQuery, Identity } from "@shared/schemas";
import { absoluteImage } from "@shared/url";
import { type SelectQueryBuilder, sql } from "kysely";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import type { CommentRow, Database } from "../db/schema";
import { badRequest } from "../errors";
import { decodeCursor, encodeCursor } from "../http/cursor";

/** A comment as the API shows it; the writer's photo is absolute on the public origin (`baseUrl`). */
export function toComment(row: CommentRow, baseUrl: string): Comment {
  const mask = Number(row.hidden);
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
    // Public comments keep their old shape too; only those seen by their author, the post's writer or
    // a moderator are marked.
    ...((mask & ~VISIBILITY.held) !== 0 ? { hidden: true } : {}),
    ...((mask & VISIBILITY.held) !== 0 ? { held: true } : {}),
  };
}

/**
 * Who is reading a thread, for the comments the public does not see: a moderator sees every one, the
 * post's writer also those held for review (to let them through), a signed-in reader also their own.
 * No viewer is the public: `hidden = 0` only.
 */
export type CommentViewer = { email?: string; postWriter?: boolean; moderator?: boolean };

function visibleTo<O>(
  query: SelectQueryBuilder<Database, "comment", O>,
  viewer: CommentViewer | undefined,
): SelectQueryBuilder<Database, "comment", O> {
  if (viewer?.moderator) return query;
  // A literal, not a parameter, so the planner can use a partial index on public comments.
  const open = sql.lit(0);
  if (!viewer) return query.where("hidden", "=", open);
  const email = viewer.email ? normalizeEmail(viewer.email) : undefined;
  return query.where((eb) =>
    eb.or([
      eb("hidden", "=", open),
      ...(email ? [eb.and([eb("author_email", "=", email), eb("remote_note_id", "is", null)])] : []),
      ...(viewer.postWriter ? [eb("hidden", "=", sql.lit(VISIBILITY.held))] : []),
    ]),
  );
}

/** Whether this reader wrote a comment under the blog that the public does not see. */
export async function hasOwnUnlisted(store: Store, blogId: string, email: string): Promise<boolean> {
  const row = await store.db
    .selectFrom("comment")
    .select("id")
    .where("author_email", "=", normalizeEmail(email))
    .where("blog_id", "=", blogId)
    .where("hidden", "<>", sql.lit(0))
    .executeTakeFirst();
  return row !== undefined;
}

const COMMENT_CURSOR = ["string", "string"] as const;

export type CommentPage = { rows: CommentRow[]; nextCursor?: string };

/**
 * A page of a blog's comments, newest first: after a cursor (from the Link header) or `offset` rows.
 * Reads one more than the page to know whether another follows.
 */
export async function listCommentPage(
  store: Store,
  blogId: string,
  page: CommentPageQuery,
  viewer?: CommentViewer,
): Promise<CommentPage> {
  if (page.cursor && page.offset > 0) throw badRequest("Send either cursor or offset, not both.");
  let query = visibleTo(store.db.selectFrom("comment").selectAll().where("blog_id", "=", blogId), viewer);
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

/** How many of a blog's comments the viewer sees (the public's count without one). */
export async function countComments(store: Store, blogId: string, viewer?: CommentViewer): Promise<number> {
  const row = await visibleTo(
    store.db
      .selectFrom("comment")
      .select((eb) => eb.fn.countAll().as("total"))
      .where("blog_id", "=", blogId),
    viewer,
  ).executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Stores a comment by `author`; `createdAt` lets the demo seed date its comments after their blogs, and
 * `hidden` stores it held for review (VISIBILITY.held).
 */
export async function insertComment(
  store: Pick<Store, "db">,
  blogId: string,
  body: string,
  author: Pick<Identity, "email" | "name" | "image">,
  createdAt = now(),
  hidden = 0,
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
    hidden,
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
