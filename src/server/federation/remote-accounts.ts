import type { Context } from "@fedify/fedify";
import { type Delete, isActor, type Update } from "@fedify/vocab";
import { removeComment } from "../db/comment-thread";
import type { Store } from "../db/connect";
import { remoteProfile } from "./remote-profile";

/**
 * A remote account changed its name, avatar or profile (Mastodon sends `Update` of the actor to everyone
 * who should know): the follower lists and their comments show it as it is now. Only the account itself
 * may say so; returns whether this Update was about an account at all.
 */
export async function refreshRemoteAccount(ctx: Context<void>, store: Store, update: Update): Promise<boolean> {
  const actor = await update.getObject(ctx).catch(() => null);
  if (!isActor(actor)) return false;
  if (!actor.id || actor.id.href !== update.actorId?.href) return true;
  const profile = await remoteProfile(ctx, actor);
  const actorId = actor.id.href;
  await store.db
    .updateTable("remote_follower")
    .set({ handle: profile.handle, name: profile.name, url: profile.url, icon: profile.icon })
    .where("actor_id", "=", actorId)
    .execute();
  if (profile.name) {
    await store.db
      .updateTable("comment")
      .set({
        author_name: profile.name.slice(0, 100),
        author_photo: profile.icon ?? "",
        author_url: profile.url ?? actorId,
        ...(profile.handle ? { author_handle: profile.handle } : {}),
      })
      .where("remote_actor_id", "=", actorId)
      .execute();
  }
  return true;
}

/**
 * A remote account was deleted (a `Delete` whose object is its own actor): it follows no one here any
 * more, its likes and boosts no longer count, and its replies go, as its server removed them too.
 * Returns whether this Delete was of an account.
 */
export async function forgetRemoteAccount(store: Store, del: Delete): Promise<boolean> {
  const actorId = del.actorId?.href;
  if (!actorId || del.objectId?.href !== actorId) return false;
  await store.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("remote_follower").where("actor_id", "=", actorId).execute();
    await trx.deleteFrom("post_reaction").where("actor_id", "=", actorId).execute();
    // One by one, so a reply of theirs that others answered stays as those replies' placeholder.
    const comments = await trx.selectFrom("comment").select("id").where("remote_actor_id", "=", actorId).execute();
    for (const comment of comments) await removeComment(trx, comment.id);
  });
  return true;
}
