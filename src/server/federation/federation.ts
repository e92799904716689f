import { randomUUID } from "node:crypto";
import { createFederation, type Federation } from "@fedify/fedify";
import { Accept, Follow, Undo } from "@fedify/vocab";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Store } from "../db/connect";
import { authorByHandle, authorById } from "../profiles/store";
import { writerActor } from "./actor";
import { addRemoteFollower, countRemoteFollowers, remoteFollowersPage, removeRemoteFollower } from "./followers";
import { actorKeyPairs } from "./keys";
import { createKyselyKvStore } from "./kv-store";
import { nodeInfo } from "./nodeinfo";

/** Where federation answers; actor ids are by account id, so a new handle never changes them. */
export const AP_PATHS = {
  actor: "/ap/users/{identifier}",
  inbox: "/ap/users/{identifier}/inbox",
  outbox: "/ap/users/{identifier}/outbox",
  followers: "/ap/users/{identifier}/followers",
  sharedInbox: "/ap/inbox",
  nodeInfo: "/nodeinfo/2.1",
} as const;

/**
 * The site's Fedify federation: actors for writers, discovery (WebFinger, NodeInfo), and an inbox that
 * takes follows. No message queue yet, so an Accept is sent while the Follow is handled; one that fails
 * is logged and lost until deliveries go through the job queue (issue 23's later steps).
 */
export function createInkwellFederation(config: Config, store: Store, log: FastifyBaseLogger): Federation<void> {
  const federation = createFederation<void>({
    kv: createKyselyKvStore(store),
    origin: config.baseUrl,
    allowPrivateAddress: config.federationAllowPrivateAddress,
  });

  federation
    .setActorDispatcher(AP_PATHS.actor, async (ctx, identifier) => {
      const author = await authorById(store, identifier);
      return author ? writerActor(ctx, author, await ctx.getActorKeyPairs(identifier)) : null;
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) =>
      (await authorById(store, identifier)) ? actorKeyPairs(store, identifier) : [],
    )
    // WebFinger's acct:handle@host names a writer by handle, today's or one they used before.
    .mapHandle(async (_ctx, handle) => (await authorByHandle(store, handle.toLowerCase()))?.author.userId ?? null);

  // Posts do not federate yet (issue 23's later steps): the outbox exists, empty, so actors are complete.
  federation
    .setOutboxDispatcher(AP_PATHS.outbox, async (_ctx, identifier) =>
      (await authorById(store, identifier)) ? { items: [] } : null,
    )
    .setCounter(async (_ctx, identifier) => ((await authorById(store, identifier)) ? 0 : null));

  federation
    .setFollowersDispatcher(AP_PATHS.followers, async (_ctx, identifier, cursor) => {
      if (!(await authorById(store, identifier))) return null;
      if (cursor === null) return { items: [] };
      const page = await remoteFollowersPage(store, identifier, cursor);
      return {
        items: page.followers.map((follower) => ({
          id: new URL(follower.actorId),
          inboxId: new URL(follower.inbox),
          endpoints: follower.sharedInbox ? { sharedInbox: new URL(follower.sharedInbox) } : null,
        })),
        nextCursor: page.next,
      };
    })
    .setCounter(async (_ctx, identifier) =>
      (await authorById(store, identifier)) ? countRemoteFollowers(store, identifier) : null,
    )
    // The first page starts before every actor id. Null for nobody: Fedify then asks the dispatcher,
    // whose null is a 404, where a cursor would have answered an empty collection.
    .setFirstCursor(async (_ctx, identifier) => ((await authorById(store, identifier)) ? "" : null));

  federation.setNodeInfoDispatcher(AP_PATHS.nodeInfo, () => nodeInfo(store));

  federation
    .setInboxListeners(AP_PATHS.inbox, AP_PATHS.sharedInbox)
    .on(Follow, async (ctx, follow) => {
      // Fedify has checked the signature and that its key belongs to the Follow's actor.
      const target = ctx.parseUri(follow.objectId);
      if (target?.type !== "actor" || !follow.id || !follow.actorId) return;
      const author = await authorById(store, target.identifier);
      if (!author) return;
      const follower = await follow.getActor(ctx);
      if (!follower?.id || !follower.inboxId || follower.id.href !== follow.actorId.href) return;
      await addRemoteFollower(store, author.userId, {
        actorId: follower.id.href,
        inbox: follower.inboxId.href,
        sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
      });
      const accept = new Accept({
        id: new URL(`#accepts/${randomUUID()}`, ctx.getActorUri(author.userId)),
        actor: ctx.getActorUri(author.userId),
        object: follow,
      });
      try {
        await ctx.sendActivity({ identifier: author.userId }, follower, accept);
      } catch (error) {
        // The follow stands either way; a server that missed the Accept can send the Follow again.
        log.warn({ err: error, follower: follower.id.href }, "federation: sending Accept failed");
      }
    })
    .on(Undo, async (ctx, undo) => {
      const follow = await undo.getObject(ctx);
      if (!(follow instanceof Follow) || !undo.actorId || follow.actorId?.href !== undo.actorId.href) return;
      const target = ctx.parseUri(follow.objectId);
      if (target?.type !== "actor") return;
      await removeRemoteFollower(store, target.identifier, undo.actorId.href);
    })
    .onError((_ctx, error) => {
      log.error({ err: error }, "federation: inbox listener failed");
    });

  return federation;
}
