import { randomUUID } from "node:crypto";
import type { Federation } from "@fedify/fedify";
import { Follow, Reject } from "@fedify/vocab";
import type { FastifyBaseLogger } from "fastify";

/**
 * Tells a remote server its actor no longer follows a writer (they were blocked): a Reject of their
 * Follow, which Mastodon takes as "removed from followers". Our side has already forgotten them, so a
 * failure to queue it is only logged.
 */
export async function rejectFollower(
  federation: Federation<void>,
  baseUrl: string,
  log: FastifyBaseLogger,
  removed: { authorId: string; actorId: string; inbox: string },
): Promise<void> {
  const ctx = federation.createContext(new URL(baseUrl), undefined);
  const writer = ctx.getActorUri(removed.authorId);
  const actor = new URL(removed.actorId);
  try {
    await ctx.sendActivity(
      { identifier: removed.authorId },
      { id: actor, inboxId: new URL(removed.inbox) },
      new Reject({
        id: new URL(`#rejects/${randomUUID()}`, writer),
        actor: writer,
        object: new Follow({ actor, object: writer }),
      }),
    );
  } catch (error) {
    log.error({ err: error, actor: removed.actorId }, "federation: queueing the Reject of a blocked follower failed");
  }
}
