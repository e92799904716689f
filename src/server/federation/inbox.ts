import { randomUUID } from "node:crypto";
import type { Federatable } from "@fedify/fedify";
import { Accept, Announce, Create, Delete, Follow, Like, Reject, Undo, Update } from "@fedify/vocab";
import type { FastifyBaseLogger } from "fastify";
import type { Store } from "../db/connect";
import type { Reachable } from "../egress/reachable";
import { notifyRemoteFollow } from "../notifications/notify";
import { isBlocked } from "./blocks";
import { addRemoteFollower, isRemoteFollower, removeRemoteFollower } from "./followers";
import { AP_PATHS } from "./paths";
import { receiveReaction, undoReaction } from "./reactions";
import { forgetRemoteAccount, refreshRemoteAccount } from "./remote-accounts";
import { remoteProfile } from "./remote-profile";
import { editReply, receiveReply, removeReply } from "./replies";
import { federatedAuthor } from "./writers";

async function everyReachable(reachable: Reachable, urls: URL[]): Promise<boolean> {
  return (await Promise.all(urls.map(reachable))).every(Boolean);
}

/**
 * What the inboxes (a writer's own and the shared one) do with activities whose signature Fedify has
 * checked: Follow is recorded and accepted at once (writers do not approve followers) unless the writer or
 * the site blocked its actor, which gets a Reject; Undo(Follow) forgets it; replies to our posts become
 * comments (replies.ts), Likes and Announces are counted (reactions.ts), and their Undo, Update or Delete
 * by the same actor takes effect; an account's Update of itself refreshes how it is shown, its Delete of
 * itself forgets it (remote-accounts.ts). Anything else is ignored. Posts are recognised on
 * `ctx.canonicalOrigin`, the site's BASE_URL.
 */
export function listenToInbox(
  federation: Pick<Federatable<void>, "setInboxListeners">,
  store: Store,
  log: FastifyBaseLogger,
  reachable: Reachable,
): void {
  federation
    .setInboxListeners(AP_PATHS.inbox, AP_PATHS.sharedInbox)
    .on(Follow, async (ctx, follow) => {
      // Fedify has checked the signature and that its key belongs to the Follow's actor.
      const target = ctx.parseUri(follow.objectId);
      if (target?.type !== "actor" || !follow.id || !follow.actorId) return;
      const author = await federatedAuthor(store, target.identifier);
      if (!author) return;
      const follower = await follow.getActor(ctx);
      if (!follower?.id || !follower.inboxId || follower.id.href !== follow.actorId.href) return;
      // An actor whose inbox is on our own network would have us post into it: neither followed nor answered.
      const endpoints = [follower.id, follower.inboxId, follower.endpoints?.sharedInbox].filter((url) => url != null);
      if (!(await everyReachable(reachable, endpoints))) {
        log.warn({ follower: follower.id.href }, "federation: a Follow from an actor at a refused address was ignored");
        return;
      }
      const blocked = await isBlocked(store, follower.id.href, author.userId);
      if (!blocked) {
        // A repeated Follow (a redelivery, or asking again) refreshes the row but tells the writer nothing new.
        const known = await isRemoteFollower(store, author.userId, follower.id.href);
        const profile = await remoteProfile(ctx, follower);
        await addRemoteFollower(store, author.userId, {
          actorId: follower.id.href,
          inbox: follower.inboxId.href,
          sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
          ...profile,
        });
        if (!known) {
          await notifyRemoteFollow(
            { store, log },
            {
              writerId: author.userId,
              actor: {
                name:
                  profile.name?.trim() || follower.preferredUsername?.toString() || profile.handle || follower.id.href,
                handle: profile.handle ?? null,
                image: profile.icon ?? null,
                url: profile.url ?? follower.id.href,
              },
            },
          );
        }
      }
      // Mastodon shows a Reject as a follow that was not allowed, and stops asking.
      const Answer = blocked ? Reject : Accept;
      const answer = new Answer({
        id: new URL(`#${blocked ? "rejects" : "accepts"}/${randomUUID()}`, ctx.getActorUri(author.userId)),
        actor: ctx.getActorUri(author.userId),
        object: follow,
      });
      try {
        // Only writes a `fedify` job (job-message-queue.ts): the worker sends it and retries failures.
        await ctx.sendActivity({ identifier: author.userId }, follower, answer);
      } catch (error) {
        // The job could not be written. The follow stands; a server that missed the answer can send the Follow again.
        log.error({ err: error, follower: follower.id.href }, "federation: queueing the answer to a Follow failed");
      }
    })
    .on(Create, (ctx, create) => receiveReply(ctx, create, { store, baseUrl: ctx.canonicalOrigin, log }))
    .on(Update, async (ctx, update) => {
      if (!(await refreshRemoteAccount(ctx, store, update))) await editReply(ctx, update, { store });
    })
    .on(Delete, async (_ctx, del) => {
      if (!(await forgetRemoteAccount(store, del))) await removeReply(del, { store });
    })
    .on(Like, (ctx, like) => receiveReaction(store, ctx.canonicalOrigin, like, log))
    .on(Announce, (ctx, announce) => receiveReaction(store, ctx.canonicalOrigin, announce, log))
    .on(Undo, async (ctx, undo) => {
      if (!undo.actorId) return;
      // A reaction we stored is found by the undone activity's id alone, without fetching it.
      const undone = { id: undo.objectId, object: null };
      if (await undoReaction(store, ctx.canonicalOrigin, undo.actorId, undone)) return;
      const object = await undo.getObject(ctx).catch(() => null);
      if (!(object instanceof Follow)) {
        await undoReaction(store, ctx.canonicalOrigin, undo.actorId, { id: null, object });
        return;
      }
      if (object.actorId?.href !== undo.actorId.href) return;
      const target = ctx.parseUri(object.objectId);
      if (target?.type !== "actor") return;
      await removeRemoteFollower(store, target.identifier, undo.actorId.href);
    })
    .onError((_ctx, error) => {
      log.error({ err: error }, "federation: inbox listener failed");
    });
}
