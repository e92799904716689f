import { removeComment } from "../db/comment-thread";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import type { CommentRow } from "../db/schema";

/**
 * What a remote comment stores instead of an email: empty, which no local account's email is, so no
 * local user is its author and none may edit it (the web client, too, shows Edit only for a non-empty
 * email that is the reader's).
 */
export const REMOTE_AUTHOR_EMAIL = "";

/** The author of a reply as their server describes them, already checked to be http(s) links. */
export type RemoteAuthor = { actorId: string; name: string; photo: string; url: string; handle: string };

/**
 * Stores a reply once: a redelivered Create (same Note id) changes nothing. Returns whether it was new.
 * `parentId` (a top-level comment's id) threads it under that comment; null puts it under the post.
 */
export async function insertRemoteComment(
  store: Store,
  blogId: string,
  noteId: string,
  body: string,
  author: RemoteAuthor,
  parentId: string | null = null,
): Promise<boolean> {
  const row: CommentRow = {
    id: newId(),
    blog_id: blogId,
    author_email: REMOTE_AUTHOR_EMAIL,
    author_name: author.name,
    author_photo: author.photo,
    body,
    created_at: now(),
    edited_at: null,
    remote_actor_id: author.actorId,
    remote_note_id: noteId,
    author_url: author.url,
    author_handle: author.handle,
    hidden: 0,
    parent_id: parentId,
    deleted_at: null,
  };
  const result = await store.db
    .insertInto("comment")
    .values(row)
    .onConflict((oc) => oc.column("remote_note_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A remote author rewrote their reply; someone else's Update of it does nothing. */
export async function editRemoteComment(store: Store, noteId: string, actorId: string, body: string): Promise<void> {
  await store.db
    .updateTable("comment")
    .set({ body, edited_at: now() })
    .where("remote_note_id", "=", noteId)
    .where("remote_actor_id", "=", actorId)
    .where("deleted_at", "is", null)
    .where("body", "<>", body)
    .execute();
}

/**
 * A remote author deleted their reply; someone else's Delete of it does nothing. Its own replies keep
 * their place under a placeholder, as a local comment's do.
 */
export async function deleteRemoteComment(store: Store, noteId: string, actorId: string): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("comment")
      .select("id")
      .where("remote_note_id", "=", noteId)
      .where("remote_actor_id", "=", actorId)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (row) await removeComment(trx, row.id);
  });
}

/**
 * The comment a remote Note answers, by its Note id (a reply to a reply from the fediverse): the thread
 * it joins and the post it is on.
 */
export async function findRemoteReplyTarget(
  store: Store,
  noteId: string,
): Promise<{ blogId: string; parentId: string } | undefined> {
  const row = await store.db
    .selectFrom("comment")
    .select(["id", "blog_id", "parent_id"])
    .where("remote_note_id", "=", noteId)
    .executeTakeFirst();
  return row && { blogId: row.blog_id, parentId: row.parent_id ?? row.id };
}
