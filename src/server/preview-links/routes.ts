import { sameEmail } from "@shared/email";
import { MESSAGES } from "@shared/messages";
import {
  isPreviewToken,
  PREVIEW_MESSAGES,
  previewLinkSchema,
  previewPath,
  previewTokenParamsSchema,
} from "@shared/preview-link-schemas";
import { blogSchema, idParamsSchema } from "@shared/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, forbidden, HttpError, notFound } from "../errors";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { ensurePreviewToken, findByPreviewToken, findPreviewTarget, revokePreviewToken } from "./store";

/**
 * Private previews of drafts (issue 43, decision 0094): the writer makes or revokes a draft's link, and
 * anyone holding the link reads the draft through it.
 */
export const previewLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The post named by the request's id, when the caller wrote it: 404 when there is none, 403 for
   * someone else's public post, and 404 for someone else's post that is not public, whose existence
   * stays theirs.
   */
  const writersPost = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const identity = await app.identity.requireIdentity(request);
    const target = await findPreviewTarget(app.store, request.params.id);
    if (!target) throw notFound(MESSAGES.blogNotFound);
    if (!sameEmail(target.authorEmail, identity.email)) {
      if (!target.published) throw notFound(MESSAGES.blogNotFound);
      throw forbidden(PREVIEW_MESSAGES.notAuthorized);
    }
    return target;
  };

  app.post(
    "/blogs/:id/preview",
    {
      schema: {
        tags: ["previews"],
        summary: "Share a private preview of one of your drafts",
        description:
          "Answers the draft's preview link, made on the first call and the same one on every call after, " +
          "until it is revoked. Anyone with the link reads the draft (GET /preview/:token, GET " +
          "/api/previews/:token). 409 for a post that is already public (share its address) and for one " +
          "a moderator hid or whose writer is suspended: a preview does not go around moderation.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: previewLinkSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const target = await writersPost(request);
      if (target.published) throw new HttpError(409, PREVIEW_MESSAGES.alreadyPublic, "ALREADY_PUBLIC");
      if (!target.draftOnly) throw new HttpError(409, PREVIEW_MESSAGES.moderated, "MODERATED");
      const token = await ensurePreviewToken(app.store, target.id);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return { url: `${app.config.baseUrl}${previewPath(token)}` };
    },
  );

  app.delete(
    "/blogs/:id/preview",
    {
      schema: {
        tags: ["previews"],
        summary: "Revoke your post's preview link",
        description: "Its URL answers 404 from then on. Revoking a post that has no link changes nothing.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const target = await writersPost(request);
      await revokePreviewToken(app.store, target.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/previews/:token",
    {
      schema: {
        tags: ["previews"],
        summary: "The draft a preview link opens",
        description:
          "The post as GET /api/allBlogs/:id presents it, with draft: true. Once published it is answered " +
          "with draft: false, and its url is where readers now find it. 404 for an unknown or revoked " +
          "link, and for a post moderation took out of view. Never cached.",
        params: previewTokenParamsSchema,
        response: { 200: blogSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const found = isPreviewToken(token) ? await findByPreviewToken(app.store, token) : undefined;
      if (!found) throw notFound(PREVIEW_MESSAGES.notFound);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return app.present.blog(found.row);
    },
  );
};
