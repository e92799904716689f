import { MAX_TAG_SUGGESTIONS, tagCountSchema, tagParamsSchema, tagSuggestQuerySchema } from "@shared/tag-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, notFound } from "../errors";
import { findTag, suggestTags } from "./store";

export const TAG_NOT_FOUND = "No public post has that tag.";

/** GET /api/tags and GET /api/tags/:slug (issue 43): tags with their public post counts. */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/tags",
    {
      schema: {
        tags: ["tags"],
        summary: "Tag suggestions, most used first",
        description:
          `Up to ${MAX_TAG_SUGGESTIONS} tags whose slug starts with q (any case; spaces count as hyphens), ` +
          "most used first; without q the most used of all. Counts are of public posts only, and a tag only " +
          "drafts carry is never suggested. Answers carry an ETag and may be cached for a few seconds.",
        querystring: tagSuggestQuerySchema,
        response: { 200: z.array(tagCountSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      app.publicCache.serve(request, reply, request.url, async () => ({
        body: JSON.stringify(await suggestTags(app.store, request.query.q)),
        headers: {},
        shared: true,
      })),
  );

  app.get(
    "/tags/:slug",
    {
      schema: {
        tags: ["tags"],
        summary: "One tag and how many public posts carry it",
        description: "A tag nobody uses, or only on drafts and hidden posts, is a 404.",
        params: tagParamsSchema,
        response: { 200: tagCountSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      app.publicCache.serve(request, reply, request.url, async () => {
        const tag = await findTag(app.store, request.params.slug);
        if (!tag) throw notFound(TAG_NOT_FOUND);
        return { body: JSON.stringify(tag), headers: {}, shared: true };
      }),
  );
};
