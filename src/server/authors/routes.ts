import { authorSchema } from "@shared/profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, notFound } from "../errors";
import { findPublicAuthor } from "./public-author";

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
      const found = await findPublicAuthor(app.store, request.params.handle);
      if (!found)
        throw notFound(`No writer has the handle @${request.params.handle.replace(/^@/u, "").toLowerCase()}.`);
      return found.profile;
    },
  );
};
