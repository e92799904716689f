import type { Store } from "../db/connect";
import type { RemoteActor } from "../notifications/notify";

/**
 * How a remote account that liked or boosted a post is shown, without fetching it (a Like is handled
 * by its object's id alone): as it looked when it last followed someone here or replied, else by its
 * address (`user@host` from an id like https://host/users/user).
 */
export async function remoteActorLooks(store: Store, actorId: string): Promise<RemoteActor> {
  const follower = await store.db
    .selectFrom("remote_follower")
    .select(["name", "handle", "icon", "url"])
    .where("actor_id", "=", actorId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (follower?.name || follower?.handle) {
    return {
      name: follower.name || follower.handle || actorId,
      handle: follower.handle,
      image: follower.icon,
      url: follower.url ?? actorId,
    };
  }
  const replied = await store.db
    .selectFrom("comment")
    .select(["author_name", "author_handle", "author_photo", "author_url"])
    .where("remote_actor_id", "=", actorId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (replied) {
    return {
      name: replied.author_name ?? actorId,
      handle: replied.author_handle || null,
      image: replied.author_photo || null,
      url: replied.author_url ?? actorId,
    };
  }
  const url = new URL(actorId);
  const user = url.pathname.split("/").filter(Boolean).at(-1);
  const handle = user ? `@${user.replace(/^@/u, "")}@${url.host}` : url.host;
  return { name: handle, handle, image: null, url: actorId };
}
