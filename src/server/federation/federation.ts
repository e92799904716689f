import { createFederation, type Federation, type MessageQueue } from "@fedify/fedify";
import { Article } from "@fedify/vocab";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Store } from "../db/connect";
import type { Reachable } from "../egress/reachable";
import { authorByHandle } from "../profiles/store";
import { writerActor } from "./actor";
import { ARTICLE_PATH, countFederatedPosts, findFederatedPost, postArticle } from "./article";
import { allRemoteFollowers, countRemoteFollowers, type RemoteFollower, remoteFollowersPage } from "./followers";
import { listenToInbox } from "./inbox";
import { actorKeyPairs } from "./keys";
import { createKyselyKvStore } from "./kv-store";
import { nodeInfo } from "./nodeinfo";
import { outboxPage } from "./outbox";
import { AP_PATHS } from "./paths";
import { federatedAuthor } from "./writers";

/** A follower as Fedify addresses it: the actor, its inbox, and the shared inbox its server may have. */
const recipient = (follower: RemoteFollower) => ({
  id: new URL(follower.actorId),
  inboxId: new URL(follower.inbox),
  endpoints: follower.sharedInbox ? { sharedInbox: new URL(follower.sharedInbox) } : null,
});

/**
 * The site's Fedify federation: actors for writers, discovery (WebFinger, NodeInfo), posts as Articles
 * with each writer's outbox, and an inbox that takes follows. What it sends (an Accept, posts) goes through `queue`, our durable job queue
 * (job-message-queue.ts); incoming activities are still handled while their request waits.
 */
export function createInkwellFederation(
  config: Config,
  store: Store,
  log: FastifyBaseLogger,
  queue: MessageQueue,
  reachable: Reachable,
): Federation<void> {
  const federation = createFederation<void>({
    kv: createKyselyKvStore(store),
    // Outbound only: an inbox activity is answered (202) once handled, so a failure is the sender's to retry.
    queue: { outbox: queue, fanout: queue },
    // Started by installFederation, which also stops it when the app closes.
    manuallyStartQueue: true,
    origin: config.baseUrl,
    // Not Fedify's own address check: it resolves a name, then lets fetch resolve it again (DNS
    // rebinding), checks no inbox it delivers to, and knows nothing of OUTBOUND_ALLOW. Every fetch
    // Fedify makes goes through the egress guard instead (egress/, decision 0118), which checks the
    // address the socket connects to, in production, for documents, keys, WebFinger and deliveries.
    allowPrivateAddress: true,
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

  // A published post is an Article; a draft or a deleted post is not found (404).
  federation.setObjectDispatcher(Article, ARTICLE_PATH, async (ctx, { id }) => {
    const post = await findFederatedPost(store.db, id);
    return post ? postArticle(ctx, post) : null;
  });

  federation
    .setOutboxDispatcher(AP_PATHS.outbox, async (ctx, identifier, cursor) => {
      if (!(await federatedAuthor(store, identifier))) return null;
      // The collection itself only names its first page (setFirstCursor), never items.
      if (cursor === null) return { items: [] };
      return outboxPage(ctx, store, identifier, cursor);
    })
    .setCounter(async (_ctx, identifier) =>
      (await federatedAuthor(store, identifier)) ? countFederatedPosts(store.db, identifier) : null,
    )
    .setFirstCursor(async (_ctx, identifier) => ((await federatedAuthor(store, identifier)) ? "" : null));

  federation
    .setFollowersDispatcher(AP_PATHS.followers, async (_ctx, identifier, cursor) => {
      if (!(await federatedAuthor(store, identifier))) return null;
      // No cursor is Fedify sending to "followers" (the collection's requests always carry one, from
      // setFirstCursor): every follower at once. An empty answer here would deliver to no one.
      if (cursor === null) return { items: (await allRemoteFollowers(store, identifier)).map(recipient) };
      const page = await remoteFollowersPage(store, identifier, cursor);
      return { items: page.followers.map(recipient), nextCursor: page.next };
    })
    .setCounter(async (_ctx, identifier) =>
      (await federatedAuthor(store, identifier)) ? countRemoteFollowers(store, identifier) : null,
    )
    // The first page starts before every actor id. Null for nobody: Fedify then asks the dispatcher,
    // whose null is a 404, where a cursor would have answered an empty collection.
    .setFirstCursor(async (_ctx, identifier) => ((await federatedAuthor(store, identifier)) ? "" : null));

  federation.setNodeInfoDispatcher(AP_PATHS.nodeInfo, () => nodeInfo(store));

  listenToInbox(federation, store, log, reachable);

  return federation;
}
