import {
  REVISION_MESSAGES,
  REVISIONS_KEPT,
  revisionParamsSchema,
  revisionSchema,
  revisionSummarySchema,
} from "@shared/revision-schemas";
import type { BlogUpdate } from "@shared/schemas";
import { idParamsSchema, updateResultSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { changedColumns, updateBlog } from "../blogs/store";
import { errorResponses, notFound } from "../errors";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { historyAccess } from "./access";
import { findRevision, listRevisions } from "./store";

const WHO =
  "For the post's writer, and for moderators while they may read the post (not a draft). Anyone else " +
  "gets 403 for a public post and 404 for any other. Never cached.";

/**
 * /api/blogs/:id/revisions: the earlier versions a post's saves kept (blogs/revisions.ts writes them with
 * the save), one of them whole, and restoring one, which is a save like any other.
 */
export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may ask is settled before the path is validated (decision 0067): a stranger learns nothing
  // from a malformed version id that a well-formed one would not tell them.
  const reader = {
    onRequest: async (request: Parameters<typeof historyAccess>[1]) => void (await historyAccess(app, request, false)),
  };
  const writer = {
    onRequest: async (request: Parameters<typeof historyAccess>[1]) => void (await historyAccess(app, request, true)),
  };

  app.get(
    "/blogs/:id/revisions",
    {
      ...reader,
      schema: {
        tags: ["blogs"],
        summary: "A post's earlier versions, newest first",
        description:
          `Every save that changes the title, short description or body keeps the version it replaced, up to ` +
          `${REVISIONS_KEPT} per post (the oldest goes). at: when that version was saved. ${WHO}`,
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: z.array(revisionSummarySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row } = await historyAccess(app, request, false);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return listRevisions(app.store, row.id);
    },
  );

  app.get(
    "/blogs/:id/revisions/:rev",
    {
      ...reader,
      schema: {
        tags: ["blogs"],
        summary: "One earlier version of a post, whole",
        description: `shortDesc and longDesc as the blog API names them. An unknown version is a 404. ${WHO}`,
        security: [{ bearer: [] }],
        params: revisionParamsSchema,
        response: { 200: revisionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row } = await historyAccess(app, request, false);
      const revision = await findRevision(app.store, row.id, request.params.rev);
      if (!revision) throw notFound(REVISION_MESSAGES.notFound);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return revision;
    },
  );

  app.post(
    "/blogs/:id/revisions/:rev/restore",
    {
      ...writer,
      schema: {
        tags: ["blogs"],
        summary: "Make an earlier version of your post current again",
        description:
          "Its title, short description, body and category become the post's, through the same write as " +
          "PUT /api/blogs/:id: readers and the fediverse hear of it as of an edit, and the version it " +
          "replaces is kept as a revision. The image and the post's state stay. modifiedCount is 0 when the " +
          "version is the current text already. For the post's writer only: anyone else gets 403 for a " +
          "public post and 404 for any other.",
        security: [{ bearer: [] }],
        params: revisionParamsSchema,
        response: { 200: updateResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { row } = await historyAccess(app, request, true);
      const revision = await findRevision(app.store, row.id, request.params.rev);
      if (!revision) throw notFound(REVISION_MESSAGES.notFound);
      // A kept category was valid when it was saved, and the five never shrink.
      const update = {
        title: revision.title,
        shortDesc: revision.shortDesc,
        longDesc: revision.longDesc,
        category: revision.category,
      } as BlogUpdate;
      const changes = changedColumns(row, update);
      const modified =
        Object.keys(changes).length > 0 && (await updateBlog(app.store, row, changes, app.postLifecycle));
      if (modified) app.jobs.wake();
      return { acknowledged: true as const, matchedCount: 1, modifiedCount: modified ? 1 : 0 };
    },
  );
};
