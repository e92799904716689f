import { HANDLE_MESSAGES } from "@shared/handle";
import { MOVE_MESSAGES } from "@shared/moving";
import { type Me, meSchema, ROLES, writerProfileUpdateSchema } from "@shared/profile";
import { absoluteImage } from "@shared/url";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest, errorResponses, HttpError } from "../errors";
import { type AccountMoves, aliasIds, moveTarget } from "./moves";
import { authorById, changeProfile, ensureProfile, readerSettings } from "./store";

const asRole = (role: string): Me["role"] =>
  (ROLES as readonly string[]).includes(role) ? (role as Me["role"]) : "member";

/** The caller's account with its profile; an account from before profiles gets one now. */
async function me(app: FastifyInstance, identity: { id: string; name: string }): Promise<Me> {
  let author = await authorById(app.store, identity.id);
  if (!author) {
    await ensureProfile(app.store.db, identity);
    author = await authorById(app.store, identity.id);
  }
  if (!author) throw new HttpError(401, "This account no longer exists.", "UNAUTHORIZED");
  return {
    id: author.userId,
    email: author.email,
    name: author.name,
    image: absoluteImage(app.config.baseUrl, author.image),
    handle: author.handle,
    bio: author.bio,
    role: asRole(author.role),
    ...(await readerSettings(app.store, author.userId)),
  };
}

/** GET and PATCH /api/me: the signed-in writer's own profile (handle, bio, follower mails) beside their account. */
export const profileRoutes: FastifyPluginAsyncZod<{ moves: AccountMoves }> = async (app, { moves }) => {
  app.get(
    "/me",
    {
      schema: {
        tags: ["profile"],
        summary: "The signed-in account, with its handle, bio, role and follower-mail setting",
        security: [{ bearer: [] }],
        response: { 200: meSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      return reply.header("cache-control", "no-store").send(await me(app, identity));
    },
  );

  app.patch(
    "/me",
    {
      schema: {
        tags: ["profile"],
        summary: "Change the signed-in writer's handle, bio, follower-mail or fediverse setting",
        description:
          "notifyFollowed: whether a mail comes when a writer you follow publishes. " +
          "federated: whether you take part in the fediverse (followable as @handle@host, posts delivered). " +
          "A handle is 3 to 30 of a-z, 0-9 and _, not a reserved word (400), and not another writer's, " +
          "now or before (409). The old handle stays the writer's: /@old leads to the new one. " +
          "movedTo: the fediverse account (@user@host or actor URL) the writer moved to; it must list this " +
          "writer's actor in its alsoKnownAs (400 otherwise); followers elsewhere are sent a Move. null clears it. " +
          "alsoKnownAs: up to 5 accounts that are also this writer (the ones they moved from), stored as actor ids.",
        security: [{ bearer: [] }],
        body: writerProfileUpdateSchema,
        response: { 200: meSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      const current = await me(app, identity);
      const { movedTo, alsoKnownAs, ...rest } = request.body;
      if (movedTo && !(rest.federated ?? current.federated)) throw badRequest(MOVE_MESSAGES.notFederated);
      // Other servers are asked before the transaction opens: no row waits on a remote answer.
      const change = {
        ...rest,
        ...(movedTo !== undefined ? { movedTo: movedTo && (await moveTarget(moves, identity.id, movedTo)) } : {}),
        ...(alsoKnownAs !== undefined ? { alsoKnownAs: await aliasIds(moves, identity.id, alsoKnownAs) } : {}),
      };
      const outcome = await changeProfile(app.store, identity.id, change, (trx, target) =>
        moves.queueMove(trx, identity.id, target),
      );
      if (outcome === "taken") throw new HttpError(409, HANDLE_MESSAGES.taken, "HANDLE_TAKEN");
      return reply.header("cache-control", "no-store").send(await me(app, identity));
    },
  );
};
