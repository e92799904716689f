import { MESSAGES } from "@shared/messages";
import { authorSchema } from "@shared/profile";
import { blogSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findPostAt } from "../blogs/find-post";
import { withReactions } from "../blogs/reactions";
import { errorResponses, notFound } from "../errors";
import { handleParam, noWriter } from "../profiles/handle";
import { findPublicAuthor } from "./public-author";

/** GET /api/authors/:handle: a writer's public profile; …/posts/:slug: one of their posts by its readable address. */
export const authorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/authors/:handle",
    {
      schema: {
        tags: ["authors"],
        summary: "A writer's public profile",
        description:
          "By handle (an earlier handle of theirs finds them too; `handle` in the answer is the current one). " +
          "postCount counts their published blogs; followerCount the accounts following them; movedAccount, when present, " +
          "is the actor id of the fediverse account they moved to. Answers carry an ETag and may be cached for a few seconds.",
        params: z.object({ handle: handleParam }),
        response: { 200: authorSchema, ...errorResponses(404) },
      },
    },
    // Kept per data revision like the lists: follows, profile edits and posts all move it (migration 016).
    async (request, reply) =>
      app.publicCache.serve(request, reply, request.url, async () => {
        const found = await findPublicAuthor(app.store, app.publicCache, app.config.baseUrl, request.params.handle);
        if (!found) throw notFound(noWriter(request.params.handle));
        return { body: JSON.stringify(found.profile), headers: {}, shared: true };
      }),
  );

  app.get(
    "/authors/:handle/posts/:slug",
    {
      schema: {
        tags: ["authors"],
        summary: "A published post by its readable address, /@handle/slug",
        description:
          "An earlier handle of the writer, or an earlier slug of the post (it was renamed), finds it too: " +
          "`url` in the answer is where it is now. Drafts are not found here.",
        params: z.object({ handle: handleParam, slug: z.string().trim().max(200) }),
        response: { 200: blogSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      app.publicCache.serve(request, reply, request.url, async () => {
        const row = await findPostAt(app.store, request.params.handle, request.params.slug);
        if (!row) throw notFound(MESSAGES.blogNotFound);
        return {
          body: JSON.stringify(await withReactions(app.store, await app.present.blog(row))),
          headers: {},
          shared: true,
        };
      }),
  );
};
