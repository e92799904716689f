import type { Context } from "@fedify/fedify";
import { type Actor, type Create, type Delete, isActor, Note, type Update } from "@fedify/vocab";
import type { FastifyBaseLogger } from "fastify";
import { findBlog } from "../blogs/store";
import type { Store } from "../db/connect";
import type { BlogRow } from "../db/schema";
import { notifyFediverse } from "../notifications/notify";
import { mayReachWriterOf } from "./blocks";
import { findLocalPost } from "./local-post";
import { noteText } from "./note-text";
import {
  deleteRemoteComment,
  editRemoteComment,
  findRemoteReplyTarget,
  insertRemoteComment,
  type RemoteAuthor,
} from "./remote-comments";
import { remoteProfile } from "./remote-profile";

/** A display name longer than this is cut: a remote server decides what it sends. */
const MAX_NAME_LENGTH = 100;

type Deps = { store: Store; baseUrl: string; log?: Pick<FastifyBaseLogger, "error"> };

async function remoteAuthor(ctx: Context<void>, actor: Actor, id: URL): Promise<RemoteAuthor> {
  const profile = await remoteProfile(ctx, actor);
  const name = profile.name?.trim() || actor.preferredUsername?.toString().trim() || "Anonymous";
  return {
    actorId: id.href,
    name: [...name].slice(0, MAX_NAME_LENGTH).join(""),
    photo: profile.icon ?? "",
    url: profile.url ?? id.href,
    handle: profile.handle ?? "",
  };
}

/**
 * The Note an activity carries, if it is the sender's own: its attribution must be the activity's actor
 * (whom Fedify checked the signature against), and its id on that actor's server, so nobody can speak
 * for someone else or claim a note id another server will use.
 */
async function ownNote(ctx: Context<void>, activity: Create | Update): Promise<(Note & { id: URL }) | undefined> {
  const actorId = activity.actorId;
  const note = await activity.getObject(ctx);
  if (!(note instanceof Note) || !note.id || !actorId) return undefined;
  if (note.attributionId?.href !== actorId.href || note.id.origin !== actorId.origin) return undefined;
  return note as Note & { id: URL };
}

/**
 * The post a reply is under and the thread it joins: a reply to the post itself is top-level; a reply
 * to a comment from the fediverse (by its Note id) joins that comment's thread (decision 0100). Local
 * comments are not federated out, so no remote server knows an id of theirs to answer.
 */
async function replyPlace(
  store: Store,
  baseUrl: string,
  target: URL | null,
): Promise<{ post: BlogRow; parentId: string | null } | undefined> {
  const post = await findLocalPost(store, baseUrl, target);
  if (post) return { post, parentId: null };
  const answered = target && (await findRemoteReplyTarget(store, target.href));
  const threadPost = answered && (await findBlog(store, answered.blogId));
  return threadPost && answered ? { post: threadPost, parentId: answered.parentId } : undefined;
}

/**
 * A reply to one of our published posts becomes a comment under it, in plain text, with its author's
 * name, avatar, profile link and handle; a reply to a comment under one becomes a reply in its thread.
 * Anything else in a Create (a post of theirs, a reply to some other server's post, a reply to a draft)
 * is none of our business, and so is a reply from an account the writer or the site blocked, or to a
 * writer who left the fediverse.
 */
export async function receiveReply(ctx: Context<void>, create: Create, { store, baseUrl, log }: Deps): Promise<void> {
  const note = await ownNote(ctx, create);
  if (!note) return;
  const place = await replyPlace(store, baseUrl, note.replyTargetId);
  if (!place) return;
  const { post } = place;
  if (!(await mayReachWriterOf(store, post.author_email, note.attributionId?.href ?? ""))) return;
  const body = noteText(note.content?.toString() ?? "");
  if (!body) return;
  const actor = await create.getActor(ctx);
  if (!isActor(actor) || !actor.id || actor.id.href !== create.actorId?.href) return;
  const author = await remoteAuthor(ctx, actor, actor.id);
  const stored = await insertRemoteComment(store, post.id, note.id.href, body, author, place.parentId);
  // A redelivered reply is stored once, and told once.
  if (stored && log) {
    await notifyFediverse(
      { store, log },
      {
        blogId: post.id,
        type: "fediverse-reply",
        actor: { name: author.name, handle: author.handle || null, image: author.photo || null, url: author.url },
      },
    );
  }
}

/** Its author rewrote a reply: the comment takes the new text (marked edited). Others' Updates do nothing. */
export async function editReply(ctx: Context<void>, update: Update, { store }: Pick<Deps, "store">): Promise<void> {
  const note = await ownNote(ctx, update);
  if (!note || !update.actorId) return;
  const body = noteText(note.content?.toString() ?? "");
  if (body) await editRemoteComment(store, note.id.href, update.actorId.href, body);
}

/**
 * Its author deleted a reply (a Delete of the Note, or of its Tombstone): the comment goes. Only the id
 * is read, never fetched: the note is gone from its server.
 */
export async function removeReply(del: Delete, { store }: Pick<Deps, "store">): Promise<void> {
  if (!del.objectId || !del.actorId) return;
  await deleteRemoteComment(store, del.objectId.href, del.actorId.href);
}
