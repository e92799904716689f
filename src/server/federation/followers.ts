import type { Store } from "../db/connect";
import { now } from "../db/ids";
import type { RemoteProfile } from "./remote-profile";

/** Followers per page of a writer's followers collection. */
export const FOLLOWERS_PAGE_SIZE = 50;

export type RemoteFollower = { actorId: string; inbox: string; sharedInbox: string | null };

/** Records (or refreshes the inboxes and looks of) an actor on another server following a writer. */
export async function addRemoteFollower(
  store: Store,
  authorId: string,
  follower: RemoteFollower & Partial<RemoteProfile>,
): Promise<void> {
  const inboxes = {
    inbox: follower.inbox,
    shared_inbox: follower.sharedInbox,
    handle: follower.handle ?? null,
    name: follower.name ?? null,
    url: follower.url ?? null,
    icon: follower.icon ?? null,
  };
  await store.db
    .insertInto("remote_follower")
    .values({ author_id: authorId, actor_id: follower.actorId, ...inboxes, created_at: now() })
    .onConflict((conflict) => conflict.columns(["author_id", "actor_id"]).doUpdateSet(inboxes))
    .execute();
}

export async function isRemoteFollower(store: Store, authorId: string, actorId: string): Promise<boolean> {
  const row = await store.db
    .selectFrom("remote_follower")
    .select("actor_id")
    .where("author_id", "=", authorId)
    .where("actor_id", "=", actorId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function removeRemoteFollower(store: Store, authorId: string, actorId: string): Promise<void> {
  await store.db
    .deleteFrom("remote_follower")
    .where("author_id", "=", authorId)
    .where("actor_id", "=", actorId)
    .execute();
}

export async function countRemoteFollowers(store: Store, authorId: string): Promise<number> {
  const row = await store.db
    .selectFrom("remote_follower")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("author_id", "=", authorId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page, ordered by actor id; `after` is the last actor id of the page before ("" for the first). */
export async function remoteFollowersPage(
  store: Store,
  authorId: string,
  after: string,
): Promise<{ followers: RemoteFollower[]; next: string | null }> {
  const rows = await store.db
    .selectFrom("remote_follower")
    .select(["actor_id", "inbox", "shared_inbox"])
    .where("author_id", "=", authorId)
    .where("actor_id", ">", after)
    .orderBy("actor_id")
    .limit(FOLLOWERS_PAGE_SIZE)
    .execute();
  const followers = rows.map((row) => ({ actorId: row.actor_id, inbox: row.inbox, sharedInbox: row.shared_inbox }));
  return { followers, next: rows.length === FOLLOWERS_PAGE_SIZE ? (rows.at(-1)?.actor_id ?? null) : null };
}

/** A follower as pages show them. */
export type ShownFollower = RemoteProfile & { actorId: string; since: string };

/** A writer's remote followers, newest first, at most `limit`. */
export async function listRemoteFollowers(store: Store, authorId: string, limit: number): Promise<ShownFollower[]> {
  const rows = await store.db
    .selectFrom("remote_follower")
    .select(["actor_id", "handle", "name", "url", "icon", "created_at"])
    .where("author_id", "=", authorId)
    .orderBy("created_at", "desc")
    .orderBy("actor_id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    actorId: row.actor_id,
    handle: row.handle,
    name: row.name,
    url: row.url,
    icon: row.icon,
    since: row.created_at,
  }));
}

/** Every follower of a writer, page by page: whom a post is delivered to. */
export async function allRemoteFollowers(store: Store, authorId: string): Promise<RemoteFollower[]> {
  const all: RemoteFollower[] = [];
  for (let after: string | null = ""; after !== null; ) {
    const page = await remoteFollowersPage(store, authorId, after);
    all.push(...page.followers);
    after = page.next;
  }
  return all;
}
