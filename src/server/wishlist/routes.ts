import { sameEmail } from "@shared/email";
import { MESSAGES } from "@shared/messages";
import {
  deleteResultSchema,
  emailParamsSchema,
  idParamsSchema,
  insertResultSchema,
  newWishlistItemSchema,
  wishlistItemSchema,
  wishlistPageQuerySchema,
} from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { blogExists } from "../blogs/store";
import { errorResponses, forbidden, notFound } from "../errors";
import { nextLink } from "../http/cursor";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { addToWishlist, deleteWishlistItem, findWishlistItem, listWishlistPage } from "./store";

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/wishlist/:email",
    {
      schema: {
        tags: ["wishlist"],
        summary: "Your wishlist, newest first, each item with the blog as it is now",
        description:
          "Up to 1000 items per answer by default (limit); when more follow, the Link header names the next " +
          'page (`Link: </api/wishlist/…?cursor=…>; rel="next"`), and X-Total-Count says how many there are. ' +
          "Never cached (Cache-Control: private, no-store).",
        security: [{ bearer: [] }],
        params: emailParamsSchema,
        querystring: wishlistPageQuerySchema,
        response: { 200: z.array(wishlistItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      if (!sameEmail(request.params.email, identity.email)) throw forbidden(MESSAGES.wishlistNotYours);
      const page = await listWishlistPage(app.store, app.present, identity.email, request.query);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      reply.header("X-Total-Count", String(page.total));
      if (page.nextCursor) reply.header("link", nextLink(request.url, page.nextCursor));
      return page.items;
    },
  );

  app.post(
    "/wishlist",
    {
      schema: {
        tags: ["wishlist"],
        summary: "Save a blog to your wishlist",
        description:
          "201 with the new item's id; saving a blog that is already there answers 200 with the existing " +
          "item's id. blogData in the body is ignored: the wishlist always shows the live blog.",
        security: [{ bearer: [] }],
        body: newWishlistItemSchema,
        response: { 200: insertResultSchema, 201: insertResultSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      if (!sameEmail(request.body.userEmail, identity.email)) throw forbidden(MESSAGES.wishlistNotYours);
      if (!(await blogExists(app.store, request.body.blogId))) throw notFound(MESSAGES.blogNotFound);
      const { id, created } = await addToWishlist(app.store, identity.email, request.body.blogId);
      return reply.status(created ? 201 : 200).send({ acknowledged: true as const, insertedId: id });
    },
  );

  app.delete(
    "/wishlist/:id",
    {
      schema: {
        tags: ["wishlist"],
        summary: "Remove an item from your wishlist",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const identity = await app.identity.requireIdentity(request);
      const item = await findWishlistItem(app.store, request.params.id);
      if (!item) throw notFound(MESSAGES.wishlistItemNotFound);
      if (!sameEmail(item.user_email, identity.email)) throw forbidden(MESSAGES.wishlistNotYours);
      const deletedCount = await deleteWishlistItem(app.store, item.id);
      return { acknowledged: true as const, deletedCount };
    },
  );
};
