import { threadParentId } from "@shared/comment-threads";
import { normalizeEmail } from "@shared/email";
import { VISIBILITY } from "@shared/moderation-schemas";
import type { Comment, CommentPageQuery, Identity } from "@shared/schemas";
import { absoluteImage } from "@shared/url";
import { type SelectQueryBuilder, sql } from "kysely";
import { removeComment } from "../db/comment-thread";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import type { CommentRow, Database } from "../db/schema";
import { badRequest } from "../errors";
import { decodeCursor, encodeCursor } from "../http/cursor";

/**
 * A comment as the API shows it; the writer's photo is absolute on the public origin (`baseUrl`). A
 * top-level comment carries `replies` (those given, oldest first); a deleted one with replies is a blank
 * placeholder.
 */
export function toComment(row: CommentRow, baseUrl: string, replies: readonly CommentRow[] = []): Comment {
  const thread = row.parent_id
    ? { parentId: row.parent_id }
    : { parentId: null, replies: replies.map((reply) => toComment(reply, baseUrl)) };
  if (row.deleted_at) {
    return {
      _id: row.id,
      blogId: row.blog_id,
      username: "",
      userPhoto: "",
      email: "",
      comment: "",
      createdAt: row.created_at,
      editedAt: null,
      deleted: true,
      ...thread,
    };
  }
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
    ...thread,
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

/** Top-level comments, newest first, and the replies under each (by parent id) the viewer may see. */
export type CommentPage = { rows: CommentRow[]; replies: Map<string, CommentRow[]>; nextCursor?: string };

/** A page as the API answers it: each top-level comment with its thread's replies. */
export function pageToComments(page: CommentPage, baseUrl: string): Comment[] {
  return page.rows.map((row) => toComment(row, baseUrl, page.replies.get(row.id)));
}

/**
 * The replies under these top-level comments that the viewer may see, oldest first, by parent id. One
 * query for the whole page: a thread is one level deep.
 */
async function repliesOf(
  store: Store,
  parentIds: string[],
  viewer?: CommentViewer,
): Promise<Map<string, CommentRow[]>> {
  const threads = new Map<string, CommentRow[]>();
  if (parentIds.length === 0) return threads;
  const rows = await visibleTo(store.db.selectFrom("comment").selectAll().where("parent_id", "in", parentIds), viewer)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  for (const row of rows) {
    const parentId = row.parent_id as string;
    threads.set(parentId, [...(threads.get(parentId) ?? []), row]);
  }
  return threads;
}

/**
 * A page of a blog's top-level comments, newest first, each with its replies: after a cursor (from the
 * Link header) or `offset` rows. Reads one more than the page to know whether another follows. A
 * placeholder whose replies this viewer cannot see is left out: to them it is a deleted comment.
 */
export async function listCommentPage(
  store: Store,
  blogId: string,
  page: CommentPageQuery,
  viewer?: CommentViewer,
): Promise<CommentPage> {
  if (page.cursor && page.offset > 0) throw badRequest("Send either cursor or offset, not both.");
  let query = visibleTo(
    store.db.selectFrom("comment").selectAll().where("blog_id", "=", blogId).where("parent_id", "is", null),
    viewer,
  );
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
  const replies = await repliesOf(
    store,
    rows.map((row) => row.id),
    viewer,
  );
  const shown = rows.filter((row) => !row.deleted_at || (replies.get(row.id)?.length ?? 0) > 0);
  return more && last
    ? { rows: shown, replies, nextCursor: encodeCursor("comments", [last.created_at, last.id]) }
    : { rows: shown, replies };
}

/** How many of a blog's threads (top-level comments) the viewer sees (the public's count without one). */
export async function countComments(store: Store, blogId: string, viewer?: CommentViewer): Promise<number> {
  const row = await visibleTo(
    store.db
      .selectFrom("comment")
      .select((eb) => eb.fn.countAll().as("total"))
      .where("blog_id", "=", blogId)
      .where("parent_id", "is", null),
    viewer,
  ).executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Stores a comment by `author`; `createdAt` lets the demo seed date its comments after their blogs,
 * `hidden` stores it held for review (VISIBILITY.held), and `parentId` (a top-level comment's id) makes
 * it a reply in that thread.
 */
export async function insertComment(
  store: Pick<Store, "db">,
  blogId: string,
  body: string,
  author: Pick<Identity, "email" | "name" | "image">,
  createdAt = now(),
  hidden = 0,
  parentId: string | null = null,
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
    parent_id: parentId,
    deleted_at: null,
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

/** Deletes a comment, keeping a parent with replies as their placeholder (db/comment-thread.ts). */
export async function deleteComment(store: Store, id: string): Promise<number> {
  return store.db.transaction().execute((trx) => removeComment(trx, id));
}

/**
 * The thread a new reply joins, on `blogId`, as `reader` may see it: the top-level comment (the target
 * itself, or its parent when the target is a reply) and the author of the comment answered, for the
 * reply's notice to them. Undefined when the target is unknown, on another post, or out of the reader's
 * view (hidden or held, and not theirs), which the caller answers alike so nothing leaks.
 */
export async function findReplyTarget(
  store: Store,
  blogId: string,
  targetId: string,
  viewer: CommentViewer,
): Promise<{ parentId: string; answered: CommentRow } | undefined> {
  const answered = await visibleTo(
    store.db.selectFrom("comment").selectAll().where("id", "=", targetId).where("blog_id", "=", blogId),
    viewer,
  ).executeTakeFirst();
  if (!answered) return undefined;
  return { parentId: threadParentId({ id: answered.id, parentId: answered.parent_id }), answered };
}

/**
 * The local account that wrote a comment, for telling them about a reply; null for a reply from the
 * fediverse or a placeholder (no one here to tell) or an account since deleted.
 */
export async function localAuthorId(store: Store, row: CommentRow): Promise<string | null> {
  if (row.remote_note_id || row.deleted_at || !row.author_email) return null;
  const user = await store.db
    .selectFrom("user")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", row.author_email))
    .executeTakeFirst();
  return user?.id ?? null;
}
