import { authorSchema, handleSchema } from "@shared/profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { countBlogs } from "../blogs/store";
import { errorResponses, notFound } from "../errors";
import { authorByHandle } from "../profiles/store";

/** GET /api/authors/:handle: a writer's public profile, found by their handle or an earlier one. */
export const authorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/authors/:handle",
    {
      schema: {
        tags: ["authors"],
        summary: "A writer's public profile",
        description:
          "By handle (an earlier handle of theirs finds them too; `handle` in the answer is the current one). " +
          "postCount counts their published blogs.",
        params: z.object({ handle: z.string().trim().max(100) }),
        response: { 200: authorSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const wanted = request.params.handle.replace(/^@/u, "").toLowerCase();
      const found = handleSchema.safeParse(wanted).success ? await authorByHandle(app.store, wanted) : undefined;
      if (!found) throw notFound(`No writer has the handle @${wanted}.`);
      const { author } = found;
      return {
        handle: author.handle,
        name: author.name,
        image: author.image,
        bio: author.bio,
        postCount: await countBlogs(app.store, { author: author.email }),
        // Following arrives with issue 22; until then nobody can follow anyone.
        followerCount: 0,
      };
    },
  );
};
