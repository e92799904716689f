import { sameEmail } from "@shared/email";
import { MESSAGES } from "@shared/messages";
import {
  blogIdParamsSchema,
  commentEditSchema,
  commentPageQuerySchema,
  commentSchema,
  deleteResultSchema,
  idParamsSchema,
  newCommentSchema,
} from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findBlog, findBlogAnyState } from "../blogs/store";
import type { BlogRow } from "../db/schema";
import { errorResponses, forbidden, notFound } from "../errors";
import { nextLink } from "../http/cursor";
import { countCommentsOnce } from "./read-thread";
import { deleteComment, editComment, findComment, insertComment, listCommentPage, toComment } from "./store";

const TOTAL_HEADER = "X-Total-Count";

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Whether the caller may see this blog (and so its comments): published, or the caller wrote it. */
  const canSee = async (blog: BlogRow, request: Parameters<typeof app.identity.optionalIdentity>[0]) => {
    if (Number(blog.draft) === 0) return true;
    const identity = await app.identity.optionalIdentity(request);
    return identity !== undefined && sameEmail(blog.author_email, identity.email);
  };

  app.get(
    "/comments/:blogId",
    {
      schema: {
        tags: ["comments"],
        summary: "A blog's comments, newest first, paged",
        description:
          "An unknown blog has no comments, so the answer is an empty list rather than a 404. A draft's " +
          "comments (left from when it was published) are listed to its author only (never cached). Up to " +
          "500 per answer by default (limit); when more follow, the Link header names the next page " +
          '(`Link: </api/comments/…?cursor=…>; rel="next"`), and X-Total-Count says how many there are.',
        params: blogIdParamsSchema,
        querystring: commentPageQuerySchema,
        response: { 200: z.array(commentSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      app.publicCache.serve(request, reply, request.url, async (revision) => {
        const blog = await findBlogAnyState(app.store, request.params.blogId);
        if (!blog || !(await canSee(blog, request))) {
          return { body: "[]", headers: { [TOTAL_HEADER]: "0" }, shared: !blog || Number(blog.draft) === 0 };
        }
        const page = await listCommentPage(app.store, blog.id, request.query);
        const total =
          !page.nextCursor && !request.query.cursor && (page.rows.length > 0 || request.query.offset === 0)
            ? request.query.offset + page.rows.length
            : await countCommentsOnce(app.store, app.publicCache, blog.id, revision);
        const headers: Record<string, string> = { [TOTAL_HEADER]: String(total) };
        if (page.nextCursor) headers.link = nextLink(request.url, page.nextCursor);
        return {
          body: JSON.stringify(page.rows.map((row) => toComment(row, app.config.baseUrl))),
          headers,
          shared: Number(blog.draft) === 0,
        };
      }),
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
      // Drafts take no comments: nobody but their author can see them, and the author may not comment.
      const blog = await findBlog(app.store, request.body.blogId);
      if (!blog) throw notFound(MESSAGES.blogNotFound);
      if (sameEmail(blog.author_email, identity.email)) throw forbidden(MESSAGES.ownBlogComment);
      const row = await insertComment(app.store, blog.id, request.body.comment, identity);
      return reply.status(201).send(toComment(row, app.config.baseUrl));
    },
  );

  app.patch(
    "/comments/:id",
    {
      schema: {
        tags: ["comments"],
        summary: "Edit one of your own comments",
        description:
          "The same text rules as posting. The answer is the comment with editedAt set; sending the same " +
          "text again changes nothing.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: commentEditSchema,
        response: { 200: commentSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const identity = await app.identity.requireIdentity(request);
      const comment = await findComment(app.store, request.params.id);
      const blog = comment && (await findBlogAnyState(app.store, comment.blog_id));
      // A comment on someone else's draft is as invisible as the draft.
      if (!comment || !blog || !(await canSee(blog, request))) throw notFound(MESSAGES.commentNotFound);
      // A reply from the fediverse is its remote author's to change (by an Update), never anyone's here.
      if (comment.remote_note_id || !sameEmail(comment.author_email, identity.email)) {
        throw forbidden(MESSAGES.notAuthorizedCommentEdit);
      }
      return toComment(await editComment(app.store, comment, request.body.comment), app.config.baseUrl);
    },
  );

  app.delete(
    "/comments/:id",
    {
      schema: {
        tags: ["comments"],
        summary: "Delete a comment: your own, or any on your own blog",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const identity = await app.identity.requireIdentity(request);
      const comment = await findComment(app.store, request.params.id);
      const blog = comment && (await findBlogAnyState(app.store, comment.blog_id));
      if (!comment || !blog || !(await canSee(blog, request))) throw notFound(MESSAGES.commentNotFound);
      const mayDelete = sameEmail(comment.author_email, identity.email) || sameEmail(blog.author_email, identity.email);
      if (!mayDelete) throw forbidden(MESSAGES.notAuthorizedCommentDelete);
      const deletedCount = await deleteComment(app.store, comment.id);
      return { acknowledged: true as const, deletedCount };
    },
  );
};
