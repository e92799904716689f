import { createFederation, type Federation, type MessageQueue } from "@fedify/fedify";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Store } from "../db/connect";
import { authorByHandle } from "../profiles/store";
import { writerActor } from "./actor";
import { countRemoteFollowers, remoteFollowersPage } from "./followers";
import { listenToInbox } from "./inbox";
import { actorKeyPairs } from "./keys";
import { createKyselyKvStore } from "./kv-store";
import { nodeInfo } from "./nodeinfo";
import { AP_PATHS } from "./paths";
import { federatedAuthor } from "./writers";

/**
 * The site's Fedify federation: actors for writers, discovery (WebFinger, NodeInfo), and an inbox that
 * takes follows. What it sends (an Accept, later posts) goes through `queue`, our durable job queue
 * (job-message-queue.ts); incoming activities are still handled while their request waits.
 */
export function createInkwellFederation(
  config: Config,
  store: Store,
  log: FastifyBaseLogger,
  queue: MessageQueue,
): Federation<void> {
  const federation = createFederation<void>({
    kv: createKyselyKvStore(store),
    // Outbound only: an inbox activity is answered (202) once handled, so a failure is the sender's to retry.
    queue: { outbox: queue, fanout: queue },
    // Started by installFederation, which also stops it when the app closes.
    manuallyStartQueue: true,
    origin: config.baseUrl,
    allowPrivateAddress: config.federationAllowPrivateAddress,
  });

  federation
    .setActorDispatcher(AP_PATHS.actor, async (ctx, identifier) => {
      const author = await federatedAuthor(store, identifier);
      return author ? writerActor(ctx, author, await ctx.getActorKeyPairs(identifier)) : null;
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) =>
      (await federatedAuthor(store, identifier)) ? actorKeyPairs(store, identifier) : [],
    )
    // WebFinger's acct:handle@host names a writer by handle, today's or one they used before.
    .mapHandle(async (_ctx, handle) => {
      const author = (await authorByHandle(store, handle.toLowerCase()))?.author;
      return author && author.federated !== 0 ? author.userId : null;
    });

  // Posts do not federate yet (issue 23's later steps): the outbox exists, empty, so actors are complete.
  federation
    .setOutboxDispatcher(AP_PATHS.outbox, async (_ctx, identifier) =>
      (await federatedAuthor(store, identifier)) ? { items: [] } : null,
    )
    .setCounter(async (_ctx, identifier) => ((await federatedAuthor(store, identifier)) ? 0 : null));

  federation
    .setFollowersDispatcher(AP_PATHS.followers, async (_ctx, identifier, cursor) => {
      if (!(await federatedAuthor(store, identifier))) return null;
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
      (await federatedAuthor(store, identifier)) ? countRemoteFollowers(store, identifier) : null,
    )
    // The first page starts before every actor id. Null for nobody: Fedify then asks the dispatcher,
    // whose null is a 404, where a cursor would have answered an empty collection.
    .setFirstCursor(async (_ctx, identifier) => ((await federatedAuthor(store, identifier)) ? "" : null));

  federation.setNodeInfoDispatcher(AP_PATHS.nodeInfo, () => nodeInfo(store));

  listenToInbox(federation, store, log);

  return federation;
}
