import type { Context } from "@fedify/fedify";
import { isActor, Move } from "@fedify/vocab";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema";
import type { JobHandler, JobQueue } from "../jobs/queue";
import type { AccountMoves } from "../profiles/moves";

/** The job that tells a writer's followers elsewhere that the writer now lives at another account. */
export const FEDERATION_MOVE = "federation-move";

/** `at` fixes the Move's id when it is queued, so a retried job sends the very same activity. */
export const federationMoveSchema = z.object({ authorId: z.string(), target: z.string(), at: z.string() });
export type FederationMove = z.infer<typeof federationMoveSchema>;

/** How long another server may take to describe an account before the writer is told it did not answer. */
const LOOKUP_TIMEOUT_MS = 10_000;

/** The writer's federating state and move, as the job finds them when it runs. */
async function currentMove(db: Kysely<Database>, authorId: string) {
  return db.selectFrom("profile").select(["moved_to", "federated"]).where("user_id", "=", authorId).executeTakeFirst();
}

/**
 * Moving between servers through Fedify: accounts are looked up as any remote account is (WebFinger for
 * `@user@host`, private addresses only where the configuration allows), and the Move is a job.
 */
export function accountMoves(deps: { context: () => Context<void>; jobs: JobQueue; now: () => number }): AccountMoves {
  return {
    actorId: (userId) => deps.context().getActorUri(userId).href,
    resolve: async (address, userId) => {
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), LOOKUP_TIMEOUT_MS);
      });
      try {
        const ctx = deps.context();
        // Signed as the writer (servers in secure mode answer nothing else), and never from Fedify's
        // five-minute cache: a writer who has just added the alias over there must not be told it is missing.
        const documentLoader = await ctx.getDocumentLoader({ identifier: userId });
        const lookup = ctx.lookupObject(address, { documentLoader }).catch(() => null);
        // A server that does not answer, answers nonsense or names no actor all read as "not found".
        const found = await Promise.race([lookup, gaveUp]);
        if (!isActor(found) || !found.id) return undefined;
        return { id: found.id.href, aliases: found.aliasIds.map((alias) => alias.href) };
      } finally {
        clearTimeout(timer);
      }
    },
    queueMove: async (db, authorId, target) => {
      const payload: FederationMove = { authorId, target, at: new Date(deps.now()).toISOString() };
      await deps.jobs.enqueue(db, { kind: FEDERATION_MOVE, payload });
    },
  };
}

/**
 * Sends `Move` (actor and object this writer, target the new account) to every follower elsewhere;
 * Mastodon then has each follower follow the target, which checks its `alsoKnownAs` names this actor.
 * A move cancelled or changed before the job ran sends nothing, and neither does a writer who stopped
 * federating: their actor would not be found to check the Move against.
 */
export function federationMoveHandler(deps: {
  context: () => Context<void>;
  db: () => Kysely<Database>;
}): JobHandler<FederationMove> {
  return {
    schema: federationMoveSchema,
    run: async (job) => {
      const profile = await currentMove(deps.db(), job.authorId);
      if (!profile || profile.moved_to !== job.target || profile.federated === 0) return;
      const ctx = deps.context();
      const actor = ctx.getActorUri(job.authorId);
      const move = new Move({
        id: new URL(`${actor.href}#move/${Date.parse(job.at)}`),
        actor,
        object: actor,
        target: new URL(job.target),
        to: ctx.getFollowersUri(job.authorId),
      });
      await ctx.sendActivity({ identifier: job.authorId }, "followers", move, { preferSharedInbox: true });
    },
  };
}
