import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sameEmail } from "../../shared/email";
import { MESSAGES } from "../../shared/messages";
import { blogIdParamsSchema, commentSchema, newCommentSchema } from "../../shared/schemas";
import { findBlog } from "../blogs/store";
import { errorResponses, forbidden, notFound } from "../errors";
import { insertComment, listComments, toComment } from "./store";

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/comments/:blogId",
    {
      schema: {
        tags: ["comments"],
        summary: "A blog's comments, newest first",
        description: "An unknown blog has no comments, so the answer is an empty list rather than a 404.",
        params: blogIdParamsSchema,
        response: { 200: z.array(commentSchema), ...errorResponses(400) },
      },
    },
    async (request) => (await listComments(app.store, request.params.blogId)).map(toComment),
  );

  app.post(
    "/comments",
    {
      schema: {
        tags: ["comments"],
        summary: "Comment on someone else's blog",
        description: "username, userPhoto and email come from the token; those in the body are ignored.",
        security: [{ bearer: [] }],
        body: newCommentSchema,
        response: { 201: commentSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      const blog = await findBlog(app.store, request.body.blogId);
      if (!blog) throw notFound(MESSAGES.blogNotFound);
      if (sameEmail(blog.author_email, identity.email)) throw forbidden(MESSAGES.ownBlogComment);
      const row = await insertComment(app.store, blog.id, request.body.comment, identity);
      return reply.status(201).send(toComment(row));
    },
  );
};
