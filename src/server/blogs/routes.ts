import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sameEmail } from "../../shared/email";
import { MESSAGES } from "../../shared/messages";
import {
  blogQuerySchema,
  blogSchema,
  blogUpdateSchema,
  idParamsSchema,
  insertResultSchema,
  newBlogSchema,
  updateResultSchema,
} from "../../shared/schemas";
import { errorResponses, forbidden, notFound } from "../errors";
import { toBlog } from "./present";
import { changedColumns, findBlog, insertBlog, listBlogs, updateBlog } from "./store";

const TOTAL_HEADER = "X-Total-Count";

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/allBlogs",
    {
      schema: {
        tags: ["blogs"],
        summary: "Blogs, filtered, sorted and paged",
        description:
          "Newest first unless sort=wordCount. search matches titles case-insensitively; category matches " +
          `exactly; exclude leaves one id out; author filters by writer email. The ${TOTAL_HEADER} header ` +
          "carries how many blogs match in all.",
        querystring: blogQuerySchema,
        response: { 200: z.array(blogSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listBlogs(app.store, request.query);
      reply.header(TOTAL_HEADER, String(total));
      return rows.map(toBlog);
    },
  );

  app.get(
    "/allBlogs/:id",
    {
      schema: {
        tags: ["blogs"],
        summary: "One blog",
        params: idParamsSchema,
        response: { 200: blogSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await findBlog(app.store, request.params.id);
      if (!row) throw notFound(MESSAGES.blogNotFound);
      return toBlog(row);
    },
  );

  app.post(
    "/blog",
    {
      schema: {
        tags: ["blogs"],
        summary: "Publish a blog as the signed-in user",
        description: "The author's email and name come from the token; email and username in the body are ignored.",
        security: [{ bearer: [] }],
        body: newBlogSchema,
        response: { 201: insertResultSchema, ...errorResponses(400, 401, 413) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      const insertedId = await insertBlog(app.store, request.body, {
        email: identity.email,
        name: identity.name.trim() || null,
      });
      return reply.status(201).send({ acknowledged: true as const, insertedId });
    },
  );

  app.put(
    "/blogs/:id",
    {
      schema: {
        tags: ["blogs"],
        summary: "Update one of your own blogs",
        description: "modifiedCount is 0 when the update repeats what is stored; nothing is written then.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: blogUpdateSchema,
        response: { 200: updateResultSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const identity = await app.identity.requireIdentity(request);
      const row = await findBlog(app.store, request.params.id);
      if (!row) throw notFound(MESSAGES.blogNotFound);
      if (!sameEmail(row.author_email, identity.email)) throw forbidden(MESSAGES.notAuthorizedUpdate);
      const changes = changedColumns(row, request.body);
      const modified = Object.keys(changes).length > 0 && (await updateBlog(app.store, row.id, changes));
      return { acknowledged: true as const, matchedCount: 1, modifiedCount: modified ? 1 : 0 };
    },
  );
};
