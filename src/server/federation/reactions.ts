import { Announce, Like } from "@fedify/vocab";
import type { FastifyBaseLogger } from "fastify";
import type { ReactionKind } from "../blogs/reactions";
import type { Store } from "../db/connect";
import { now } from "../db/ids";
import { notifyFediverse } from "../notifications/notify";
import { mayReachWriterOf } from "./blocks";
import { findLocalPost } from "./local-post";
import { remoteActorLooks } from "./remote-looks";

export function reactionKind(activity: Like | Announce): ReactionKind {
  return activity instanceof Announce ? "announce" : "like";
}

/**
 * A Like or Announce of one of our published posts is counted, once per actor and kind: a second Like
 * from the same account, or a redelivery, changes nothing. Only the object's id is read, never fetched.
 */
export async function receiveReaction(
  store: Store,
  baseUrl: string,
  activity: Like | Announce,
  log?: Pick<FastifyBaseLogger, "error">,
): Promise<void> {
  if (!activity.id || !activity.actorId) return;
  const post = await findLocalPost(store, baseUrl, activity.objectId);
  // Blocked accounts, and writers who left the fediverse, are not counted.
  if (!post || !(await mayReachWriterOf(store, post.author_email, activity.actorId.href))) return;
  const result = await store.db
    .insertInto("post_reaction")
    .values({
      blog_id: post.id,
      actor_id: activity.actorId.href,
      kind: reactionKind(activity),
      activity_id: activity.id.href,
      created_at: now(),
    })
    .onConflict((oc) => oc.columns(["blog_id", "actor_id", "kind"]).doNothing())
    .executeTakeFirst();
  // Counted once, told once: a second Like or a redelivery adds no notification.
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0 && log) {
    const kind = reactionKind(activity);
    await notifyFediverse(
      { store, log },
      {
        blogId: post.id,
        type: kind === "announce" ? "boost" : "like",
        actor: await remoteActorLooks(store, activity.actorId.href),
      },
    );
  }
}

/**
 * Undo of a reaction by the actor who made it: by the undone activity's id when we stored it, else (a
 * server that sends a new id) by what that activity was about, when the Undo embeds it. Returns whether
 * it was a reaction at all, so the Undo goes no further.
 */
export async function undoReaction(
  store: Store,
  baseUrl: string,
  actorId: URL,
  undone: { id: URL | null; object: unknown },
): Promise<boolean> {
  if (undone.id) {
    const byId = await store.db
      .deleteFrom("post_reaction")
      .where("activity_id", "=", undone.id.href)
      .where("actor_id", "=", actorId.href)
      .executeTakeFirst();
    if (Number(byId.numDeletedRows) > 0) return true;
  }
  const activity = undone.object;
  if (!(activity instanceof Like || activity instanceof Announce)) return false;
  if (activity.actorId?.href !== actorId.href) return true;
  const post = await findLocalPost(store, baseUrl, activity.objectId);
  if (post) {
    await store.db
      .deleteFrom("post_reaction")
      .where("blog_id", "=", post.id)
      .where("actor_id", "=", actorId.href)
      .where("kind", "=", reactionKind(activity))
      .execute();
  }
  return true;
}
