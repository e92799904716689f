import { REPLY_MESSAGES } from "@shared/comment-threads";
import { sameEmail } from "@shared/email";
import { MESSAGES } from "@shared/messages";
import { canModerate, HELD_REPORT_REASON, MODERATION_MESSAGES, VISIBILITY } from "@shared/moderation-schemas";
import {
  blogIdParamsSchema,
  commentEditSchema,
  commentPageQuerySchema,
  commentSchema,
  deleteResultSchema,
  idParamsSchema,
  newCommentSchema,
} from "@shared/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failureInReadersLanguage } from "../api-messages/failure-body";
import { findBlog, findBlogAnyState } from "../blogs/store";
import type { WindowCounter } from "../counters/counter";
import type { BlogRow } from "../db/schema";
import { badRequest, errorResponses, forbidden, notFound } from "../errors";
import { nextLink } from "../http/cursor";
import { deleteCommentAsModerator } from "../moderation/actions";
import { fileReport, findTarget } from "../moderation/report-store";
import { commentFlood, isNewAccount, shouldHold } from "../moderation/spam";
import { notifyComment, notifyReply } from "../notifications/notify";
import { authorById } from "../profiles/store";
import { countCommentsOnce } from "./read-thread";
import {
  type CommentViewer,
  countComments,
  deleteComment,
  editComment,
  findComment,
  findReplyTarget,
  hasOwnUnlisted,
  insertComment,
  listCommentPage,
  localAuthorId,
  pageToComments,
  toComment,
} from "./store";

const TOTAL_HEADER = "X-Total-Count";

export type CommentRouteOptions = {
  /** The counters behind the per-account comment limit (Redis-backed when configured). */
  counter: WindowCounter;
  now: () => number;
};

export const commentRoutes: FastifyPluginAsyncZod<CommentRouteOptions> = async (app, { counter, now }) => {
  const isModerator = async (userId: string) => canModerate((await authorById(app.store, userId))?.role);

  /** Whether the caller may see this blog (and so its comments): published, or the caller wrote it or moderates. */
  const canSee = async (blog: BlogRow, request: FastifyRequest) => {
    if (Number(blog.visibility) === 0) return true;
    const identity = await app.identity.optionalIdentity(request);
    if (!identity) return false;
    return sameEmail(blog.author_email, identity.email) || (await isModerator(identity.id));
  };

  /**
   * The thread as a signed-in caller sees it when that differs from the public's: the post's writer (held
   * comments, and their draft's comments), a moderator (everything), or a reader with a comment of their
   * own the public does not see. Undefined for everyone else, who share the public answer.
   */
  const privateView = async (
    request: FastifyRequest<{ Params: { blogId: string } }>,
  ): Promise<{ blog: BlogRow; viewer: CommentViewer } | undefined> => {
    if (request.headers.authorization === undefined && request.headers.cookie === undefined) return undefined;
    const identity = await app.identity.optionalIdentity(request);
    if (!identity) return undefined;
    const blog = await findBlogAnyState(app.store, request.params.blogId);
    if (!blog) return undefined;
    const moderator = await isModerator(identity.id);
    const postWriter = sameEmail(blog.author_email, identity.email);
    if (moderator || postWriter) return { blog, viewer: { email: identity.email, postWriter, moderator } };
    if (Number(blog.visibility) !== 0 || !(await hasOwnUnlisted(app.store, blog.id, identity.email))) return undefined;
    return { blog, viewer: { email: identity.email } };
  };

  app.get(
    "/comments/:blogId",
    {
      schema: {
        tags: ["comments"],
        summary: "A blog's comment threads, newest first, paged; each with its replies, oldest first",
        description:
          "An unknown blog has no comments, so the answer is an empty list rather than a 404. A draft's " +
          "comments (left from when it was published) are listed to its author only (never cached). Comments " +
          "a moderator hid or the spam rules hold are left out (and of the count) for the public; their " +
          "author, moderators and (for held ones) the post's writer see them marked hidden or held, never " +
          "cached. Up to " +
          "500 per answer by default (limit); when more follow, the Link header names the next page " +
          '(`Link: </api/comments/…?cursor=…>; rel="next"`), and X-Total-Count says how many there are.',
        params: blogIdParamsSchema,
        querystring: commentPageQuerySchema,
        response: { 200: z.array(commentSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const answer = async (blog: BlogRow, revision: string, viewer?: CommentViewer) => {
        const page = await listCommentPage(app.store, blog.id, request.query, viewer);
        const total =
          !page.nextCursor && !request.query.cursor && (page.rows.length > 0 || request.query.offset === 0)
            ? request.query.offset + page.rows.length
            : viewer
              ? await countComments(app.store, blog.id, viewer)
              : await countCommentsOnce(app.store, app.publicCache, blog.id, revision);
        const headers: Record<string, string> = { [TOTAL_HEADER]: String(total) };
        if (page.nextCursor) headers.link = nextLink(request.url, page.nextCursor);
        return {
          body: JSON.stringify(pageToComments(page, app.config.baseUrl)),
          headers,
          shared: viewer === undefined && Number(blog.visibility) === 0,
        };
      };
      const seen = await privateView(request);
      // Never kept: the key only keeps it apart from the public answer that serve may hold for this URL.
      if (seen) {
        return app.publicCache.serve(request, reply, `private:${request.url}`, (revision) =>
          answer(seen.blog, revision, seen.viewer),
        );
      }
      return app.publicCache.serve(request, reply, request.url, async (revision) => {
        const blog = await findBlogAnyState(app.store, request.params.blogId);
        if (!blog || Number(blog.visibility) !== 0) {
          return { body: "[]", headers: { [TOTAL_HEADER]: "0" }, shared: !blog };
        }
        return answer(blog, revision);
      });
    },
  );

  app.post(
    "/comments",
    {
      schema: {
        tags: ["comments"],
        summary: "Comment on someone else's blog, or reply to a comment on it",
        description:
          "username, userPhoto and email come from the token; those in the body are ignored. With parentId " +
          "the comment is a reply in that comment's thread (one level deep: a reply to a reply joins the same " +
          "thread, and its parentId is the top-level comment); a parentId not on this blog is a 400.",
        security: [{ bearer: [] }],
        body: newCommentSchema,
        response: { 201: commentSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      // Drafts take no comments: nobody but their author can see them, and the author may not comment.
      const blog = await findBlog(app.store, request.body.blogId);
      if (!blog) throw notFound(MESSAGES.blogNotFound);
      if (sameEmail(blog.author_email, identity.email)) throw forbidden(MESSAGES.ownBlogComment);
      // A reply joins the thread of the comment it answers; one the caller cannot see is as unknown.
      const target = request.body.parentId
        ? await findReplyTarget(app.store, blog.id, request.body.parentId, { email: identity.email })
        : undefined;
      if (request.body.parentId && !target) throw badRequest(REPLY_MESSAGES.unknownParent);
      const parentId = target?.parentId ?? null;
      const newAccount = await isNewAccount(app.store, identity.id, now());
      const wait = await commentFlood(counter, identity.id, newAccount);
      if (wait !== undefined) {
        const refusal = { message: MODERATION_MESSAGES.commentFlood, code: "RATE_LIMITED" };
        return reply
          .status(429)
          .header("retry-after", String(wait))
          .send(await failureInReadersLanguage(app, request, reply, refusal, { reachDatabase: false }));
      }
      if (!shouldHold(request.body.comment, newAccount)) {
        const row = await insertComment(app.store, blog.id, request.body.comment, identity, undefined, 0, parentId);
        // A held comment tells no one: the writer hears of it only once a moderator lets it through.
        const deps = { store: app.store, log: request.log, now };
        const answeredAuthorId = target ? await localAuthorId(app.store, target.answered) : null;
        if (target) {
          await notifyReply(deps, {
            blogId: blog.id,
            parentAuthorId: answeredAuthorId,
            replierId: identity.id,
            body: row.body,
          });
        }
        await notifyComment(deps, {
          blogId: blog.id,
          commenterId: identity.id,
          body: row.body,
          toldAsReply: answeredAuthorId,
        });
        return reply.status(201).send(toComment(row, app.config.baseUrl));
      }
      // Held for review: stored out of public view, with a report that puts it in the moderators' queue.
      const row = await app.store.db.transaction().execute(async (trx) => {
        const held = await insertComment(
          { db: trx },
          blog.id,
          request.body.comment,
          identity,
          undefined,
          VISIBILITY.held,
          parentId,
        );
        await fileReport(trx, {
          targetType: "comment",
          targetId: held.id,
          reporterId: null,
          reason: HELD_REPORT_REASON,
        });
        return held;
      });
      return reply.status(201).send({ ...toComment(row, app.config.baseUrl), notice: MODERATION_MESSAGES.commentHeld });
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
        summary: "Delete a comment: your own, or any on your own blog; moderators any",
        description: "A moderator's delete of someone else's comment is written to the audit log.",
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
      if (!mayDelete) {
        if (!(await isModerator(identity.id))) throw forbidden(MESSAGES.notAuthorizedCommentDelete);
        const target = await findTarget(app.store.db, "comment", comment.id);
        const deletedCount = target ? await deleteCommentAsModerator(app, target, identity) : 0;
        return { acknowledged: true as const, deletedCount };
      }
      const deletedCount = await deleteComment(app.store, comment.id);
      return { acknowledged: true as const, deletedCount };
    },
  );
};
