import { FOLLOW_MESSAGES, type FollowState, followStateSchema, followStatusSchema } from "@shared/follow-schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, errorResponses, notFound } from "../errors";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { notifyFollow } from "../notifications/notify";
import { findAuthorAccount, handleParam, noWriter } from "../profiles/handle";
import { countFollowers, follow, isFollowing, unfollow } from "./store";

const params = z.object({ handle: handleParam });

/** The writer an address names (an earlier handle finds them too), or 404. */
async function writerAt(app: FastifyInstance, handle: string) {
  const found = await findAuthorAccount(app.store, handle);
  if (!found) throw notFound(noWriter(handle));
  return found.author;
}

async function stateOf(app: FastifyInstance, readerId: string, authorId: string): Promise<FollowState> {
  const [following, followerCount] = await Promise.all([
    isFollowing(app.store, readerId, authorId),
    countFollowers(app.store, authorId),
  ]);
  return { following, followerCount };
}

/**
 * /api/authors/:handle/follow: a signed-in reader follows (POST) or stops following (DELETE) a writer.
 * Both are idempotent and answer where the reader stands now, with the writer's follower count.
 */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const change = async (request: FastifyRequest<{ Params: { handle: string } }>, following: boolean) => {
    const identity = await app.identity.requireIdentity(request);
    const author = await writerAt(app, request.params.handle);
    if (author.userId === identity.id) throw badRequest(FOLLOW_MESSAGES.self);
    if (following) {
      if (await follow(app.store, identity.id, author.userId)) {
        await notifyFollow(
          { store: app.store, log: request.log },
          { writerId: author.userId, followerId: identity.id },
        );
      }
    } else await unfollow(app.store, identity.id, author.userId);
    return stateOf(app, identity.id, author.userId);
  };

  app.get(
    "/authors/:handle/follow",
    {
      schema: {
        tags: ["authors"],
        summary: "Whether you follow a writer, and how many do",
        description:
          "Signed out (no token, or one that no longer works) is no error: following is false, as it is " +
          "for a writer's own page, where self is true. Never cached (Cache-Control: private, no-store).",
        security: [{ bearer: [] }, {}],
        params,
        response: { 200: followStatusSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.optionalIdentity(request);
      const author = await writerAt(app, request.params.handle);
      const state = identity
        ? await stateOf(app, identity.id, author.userId)
        : { following: false, followerCount: await countFollowers(app.store, author.userId) };
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return { ...state, self: identity?.id === author.userId };
    },
  );

  app.post(
    "/authors/:handle/follow",
    {
      schema: {
        tags: ["authors"],
        summary: "Follow a writer",
        description:
          "Idempotent: following a writer you already follow changes nothing and answers the same. " +
          "400 for your own handle.",
        security: [{ bearer: [] }],
        params,
        response: { 200: followStateSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => reply.header("cache-control", PRIVATE_CACHE_CONTROL).send(await change(request, true)),
  );

  app.delete(
    "/authors/:handle/follow",
    {
      schema: {
        tags: ["authors"],
        summary: "Stop following a writer",
        description: "Idempotent: unfollowing a writer you do not follow changes nothing and answers the same.",
        security: [{ bearer: [] }],
        params,
        response: { 200: followStateSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => reply.header("cache-control", PRIVATE_CACHE_CONTROL).send(await change(request, false)),
  );
};
