import { type Kysely, sql } from "kysely";
import type { Store } from "../db/connect";
import { now } from "../db/ids";
import type { Database } from "../db/schema";
import { escapeLike } from "../db/sql-like";

/** The site's own blocks are kept under this owner; a writer's under their account id. */
export const SITE = "";

export type BlockKind = "actor" | "domain";
export type Block = { target: string; kind: BlockKind; createdAt: string };

/** The lower-case host of an actor id, or undefined when it is not a URL. */
export function hostOf(actorId: string): string | undefined {
  try {
    return new URL(actorId).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The domains whose block covers `host`: itself and each parent with a dot left, as Mastodon's domain
 * blocks do, so blocking `spam.example` also blocks `a.spam.example`.
 */
function coveringDomains(host: string): string[] {
  const labels = host.split(".");
  return labels.slice(0, Math.max(1, labels.length - 1)).map((_, index) => labels.slice(index).join("."));
}

/**
 * Whether activities from `actorId` are refused: the site blocked the actor or its domain, or the writer
 * they address (`writerId`) blocked the actor.
 */
export async function isBlocked(store: Store, actorId: string, writerId?: string): Promise<boolean> {
  const host = hostOf(actorId);
  const owners = writerId ? [SITE, writerId] : [SITE];
  const row = await store.db
    .selectFrom("federation_block")
    .select("target")
    .where((eb) =>
      eb.or([
        eb.and([eb("owner_id", "in", owners), eb("kind", "=", "actor"), eb("target", "=", actorId)]),
        ...(host
          ? [eb.and([eb("owner_id", "=", SITE), eb("kind", "=", "domain"), eb("target", "in", coveringDomains(host))])]
          : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Blocks an actor for one writer (or the site) and stops them following; returns whom they followed, and where. */
export function blockActor(
  store: Store,
  ownerId: string,
  actorId: string,
): Promise<Array<{ authorId: string; inbox: string }>> {
  return store.db.transaction().execute((trx) => blockActorIn(trx, ownerId, actorId));
}

/** blockActor in the caller's transaction, so an admin's audit line lands with the block or not at all. */
export async function blockActorIn(
  trx: Kysely<Database>,
  ownerId: string,
  actorId: string,
): Promise<Array<{ authorId: string; inbox: string }>> {
  await trx
    .insertInto("federation_block")
    .values({ owner_id: ownerId, target: actorId, kind: "actor", created_at: now() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  let followed = trx.deleteFrom("remote_follower").where("actor_id", "=", actorId);
  if (ownerId !== SITE) followed = followed.where("author_id", "=", ownerId);
  const removed = await followed.returning(["author_id", "inbox"]).execute();
  return removed.map((row) => ({ authorId: row.author_id, inbox: row.inbox }));
}

/** Blocks a whole domain (and its subdomains) for the site, and drops every follower from there. */
export function blockDomain(store: Store, domain: string): Promise<number> {
  return store.db.transaction().execute((trx) => blockDomainIn(trx, domain));
}

/** blockDomain in the caller's transaction (an admin's block and its audit line). */
export async function blockDomainIn(trx: Kysely<Database>, domain: string): Promise<number> {
  const target = domain.toLowerCase();
  await trx
    .insertInto("federation_block")
    .values({ owner_id: SITE, target, kind: "domain", created_at: now() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  // Actor ids are URLs: the host sits between "://" and the next "/" or ":" (a port). A "_" in the
  // domain is a letter, not LIKE's any-character.
  const host = escapeLike(target);
  const result = await trx
    .deleteFrom("remote_follower")
    .where((eb) =>
      eb.or(
        [`%://${host}/%`, `%://${host}:%`, `%.${host}/%`, `%.${host}:%`].map((pattern) =>
          eb(sql`lower(actor_id)`, "like", sql`${pattern} escape '\\'`),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function unblock(store: Store, ownerId: string, target: string): Promise<boolean> {
  return (await unblockIn(store.db, ownerId, target)) !== undefined;
}

/** Lifts a block, in the caller's transaction if it gives one; what was blocked, or undefined if nothing. */
export async function unblockIn(
  db: Kysely<Database>,
  ownerId: string,
  target: string,
): Promise<Omit<Block, "createdAt"> | undefined> {
  const removed = await db
    .deleteFrom("federation_block")
    .where("owner_id", "=", ownerId)
    .where("target", "in", [target, target.toLowerCase()])
    .returning(["target", "kind"])
    .execute();
  return removed[0];
}

/** An owner's blocks, newest first. */
export async function listBlocks(store: Store, ownerId: string): Promise<Block[]> {
  const rows = await store.db
    .selectFrom("federation_block")
    .select(["target", "kind", "created_at"])
    .where("owner_id", "=", ownerId)
    .orderBy("created_at", "desc")
    .orderBy("target")
    .execute();
  return rows.map((row) => ({ target: row.target, kind: row.kind, createdAt: row.created_at }));
}

/**
 * Whether a remote actor may reach the writer of a post (reply to it, like or boost it): the writer takes
 * part in the fediverse, and neither they nor the site blocked the actor.
 */
export async function mayReachWriterOf(store: Store, authorEmail: string | null, actorId: string): Promise<boolean> {
  if (!authorEmail) return false;
  const writer = await store.db
    .selectFrom("user")
    .innerJoin("profile", "profile.user_id", "user.id")
    .select(["user.id as id", "profile.federated as federated"])
    .where("user.email", "=", authorEmail)
    .executeTakeFirst();
  if (!writer || writer.federated === 0) return false;
  return !(await isBlocked(store, actorId, writer.id));
}
