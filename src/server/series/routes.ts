import { idParamsSchema } from "@shared/schemas";
import {
  newSeriesSchema,
  ownSeriesSchema,
  SERIES_MESSAGES,
  seriesCreatedSchema,
  seriesLookupParamsSchema,
  seriesSchema,
  seriesUpdateSchema,
} from "@shared/series-schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, errorResponses, forbidden, notFound } from "../errors";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { ensureProfile } from "../profiles/store";
import { createSeries, deleteSeries, findSeries, findSeriesAt, listOwnSeries, seriesView, updateSeries } from "./store";

/** /api/series and /api/me/series (issue 43): a writer's ordered runs of their own posts. */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The series named by the request's id when the caller wrote it: 401 signed out, 404 unknown, 403 someone
   * else's. Run before the body is looked at, so a stranger learns nothing from a 400 (authorization first).
   */
  const ownSeries = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const identity = await app.identity.requireIdentity(request);
    const row = await findSeries(app.store, request.params.id);
    if (!row) throw notFound(SERIES_MESSAGES.notFound);
    if (row.user_id !== identity.id) throw forbidden(SERIES_MESSAGES.notYours);
    return { row, identity };
  };

  /** The viewer's email when signed in; a series is the same for everyone else. */
  const viewerEmail = async (request: FastifyRequest) => (await app.identity.optionalIdentity(request))?.email;

  app.post(
    "/series",
    {
      schema: {
        tags: ["series"],
        summary: "Start a series",
        description:
          "Its slug comes from the title, free among your series (`kyoto`, `kyoto-2`, …) and kept on rename.",
        security: [{ bearer: [] }],
        body: newSeriesSchema,
        response: { 201: seriesCreatedSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      // Its address is under the writer's handle: an account from before profiles gets its handle now.
      await ensureProfile(app.store.db, identity);
      const created = await createSeries(app.store, identity.id, request.body.title, request.body.description ?? "");
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/me/series",
    {
      schema: {
        tags: ["series"],
        summary: "Your series, newest first, each with all of its posts (drafts too) and their status",
        security: [{ bearer: [] }],
        response: { 200: z.array(ownSeriesSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return listOwnSeries(app.store, app.config.baseUrl, identity.id);
    },
  );

  app.get(
    "/series/:id",
    {
      schema: {
        tags: ["series"],
        summary: "One series and its posts in order",
        description: "Readers see its public posts only; its writer sees their drafts, scheduled and hidden posts too.",
        params: idParamsSchema,
        response: { 200: seriesSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await seriesView(app.store, app.config.baseUrl, request.params, await viewerEmail(request));
      if (!found) throw notFound(SERIES_MESSAGES.notFound);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return found;
    },
  );

  app.get(
    "/authors/:handle/series/:slug",
    {
      schema: {
        tags: ["series"],
        summary: "A series by its page's address, /@handle/series/slug",
        description: "Readers see its public posts only; its writer sees all of them.",
        params: seriesLookupParamsSchema,
        response: { 200: seriesSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await findSeriesAt(app.store, request.params.handle, request.params.slug);
      const found = row && (await seriesView(app.store, app.config.baseUrl, row, await viewerEmail(request)));
      if (!found) throw notFound(SERIES_MESSAGES.notFound);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return found;
    },
  );

  app.put(
    "/series/:id",
    {
      schema: {
        tags: ["series"],
        summary: "Set a series' posts in order, and optionally its title and description",
        description:
          "posts is the whole list, first part first. Only your own posts (drafts too) may be listed: any other id " +
          "is a 400. A post already in another of your series moves to this one.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: seriesUpdateSchema,
        response: { 200: seriesSchema, ...errorResponses(400, 401, 403, 404) },
      },
      // Signed out is a 401 before anything (route-access.ts); another writer's series is a 403 before the
      // body is validated too, so a stranger learns nothing of the list's rules.
      preValidation: async (request) => {
        await ownSeries(request as FastifyRequest<{ Params: { id: string } }>);
      },
    },
    async (request) => {
      const { row, identity } = await ownSeries(request);
      const { foreign } = await updateSeries(app.store, row, identity.email, request.body);
      if (foreign.length > 0) throw badRequest(SERIES_MESSAGES.notYourPost);
      return (await seriesView(app.store, app.config.baseUrl, row, identity.email)) as z.infer<typeof seriesSchema>;
    },
  );

  app.delete(
    "/series/:id",
    {
      schema: {
        tags: ["series"],
        summary: "Delete a series; its posts stay, in no series",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row } = await ownSeries(request);
      await deleteSeries(app.store, row.id);
      return reply.code(204).send(null);
    },
  );
};
