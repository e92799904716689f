import { sameEmail } from "@shared/email";
import { MESSAGES } from "@shared/messages";
import { canModerate, VISIBILITY } from "@shared/moderation-schemas";
import { SCHEDULE_MESSAGES, scheduleProblem } from "@shared/scheduling";
import {
  blogCardSchema,
  blogQuerySchema,
  blogSchema,
  blogUpdateSchema,
  deleteResultSchema,
  ID_PATTERN,
  idParamsSchema,
  insertResultSchema,
  myBlogSchema,
  newBlogSchema,
  pageQuerySchema,
  updateResultSchema,
} from "@shared/schemas";
import { tagSlug } from "@shared/tags";
import { storedImage } from "@shared/url";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, errorResponses, forbidden, notFound } from "../errors";
import { nextLink } from "../http/cursor";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { authorEmail } from "../profiles/author-email";
import { authorById } from "../profiles/store";
import { siteSettings } from "../settings/service";
import { tagsOf } from "../tags/store";
import { deliveryCounts } from "./delivery-counts";
import { withReactions } from "./reactions";
import { readBlogPage } from "./read-page";
import { changedColumns, deleteBlog, findBlogAnyState, insertBlog, listOwnBlogs, updateBlog } from "./store";
import { checkedTranslationOf } from "./translations";

const TOTAL_HEADER = "X-Total-Count";

export type BlogRouteOptions = {
  /** The clock a publish time is checked against (tests inject theirs). */
  now: () => number;
};

/**
 * A writer's "Publish at" as stored: undefined when not sent, null to unschedule, else the instant in
 * UTC (the text order of stored times is their time order). 400 outside the window of shared/scheduling.
 */
function storedPublishAt(body: { draft?: boolean | undefined; publishAt?: string | null | undefined }, now: number) {
  const { publishAt } = body;
  if (publishAt === undefined || publishAt === null) return publishAt;
  if (body.draft === false) throw badRequest(SCHEDULE_MESSAGES.publishAndSchedule);
  const problem = scheduleProblem(publishAt, now);
  if (problem) throw badRequest(problem);
  return new Date(publishAt).toISOString();
}

export const blogRoutes: FastifyPluginAsyncZod<BlogRouteOptions> = async (app, { now }) => {
  /**
   * The blog named by the request's id, when the caller wrote it: 404 when there is none, 403 (with
   * `refusal`) for someone else's published blog, and 404 for someone else's draft, which does not
   * exist as far as they can tell.
   */
  const authorsBlog = async (request: FastifyRequest<{ Params: { id: string } }>, refusal: string) => {
    const identity = await app.identity.requireIdentity(request);
    const row = await findBlogAnyState(app.store, request.params.id);
    if (!row) throw notFound(MESSAGES.blogNotFound);
    if (!sameEmail(row.author_email, identity.email)) {
      if (row.visibility) throw notFound(MESSAGES.blogNotFound);
      throw forbidden(refusal);
    }
    return row;
  };

  app.get(
    "/allBlogs",
    {
      schema: {
        tags: ["blogs"],
        summary: "Published blogs, filtered, sorted and paged",
        description:
          "Drafts are never listed. Newest first unless sort=wordCount. search matches titles case-insensitively; category matches " +
          `exactly; exclude leaves one id out; author filters by writer (their handle, or their email). The ${TOTAL_HEADER} header ` +
          "carries how many blogs match in all (count=none leaves it out). When more blogs follow, the " +
          'Link header names the next page (`Link: </api/allBlogs?…&cursor=…>; rel="next"`); a cursor ' +
          "page costs what the first does, where offset walks past every skipped blog. view=card leaves " +
          "out longDesc. Answers carry an ETag and may be cached for a few seconds.",
        querystring: blogQuerySchema,
        response: { 200: z.array(z.union([blogSchema, blogCardSchema])), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const asked = request.query;
      return app.publicCache.serve(request, reply, request.url, async (revision) => {
        const author = await authorEmail(app.store, asked.author);
        if (author === null) return { body: "[]", headers: { [TOTAL_HEADER]: "0" }, shared: true };
        const query = author === undefined ? asked : { ...asked, author };
        const page = await readBlogPage(app.store, app.present, app.publicCache, query, revision);
        const headers: Record<string, string> = {};
        if (page.total !== undefined) headers[TOTAL_HEADER] = String(page.total);
        if (page.next) headers.link = nextLink(request.url, page.next);
        return { body: JSON.stringify(page.blogs), headers, shared: true };
      });
    },
  );

  app.get(
    "/allBlogs/:id",
    {
      schema: {
        tags: ["blogs"],
        summary: "One blog",
        description:
          "A draft is answered to its author (with the bearer token, never cached) and is a 404 to everyone " +
          "else. A post a moderator hid (or whose writer is suspended) is answered, with hidden: true, to its " +
          "author and to moderators only. Published blogs carry an ETag and may be cached for a few seconds.",
        params: idParamsSchema,
        response: { 200: blogSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      app.publicCache.serve(request, reply, request.url, async () => {
        const row = await findBlogAnyState(app.store, request.params.id);
        if (!row) throw notFound(MESSAGES.blogNotFound);
        if (row.visibility) {
          const identity = await app.identity.optionalIdentity(request);
          const mask = Number(row.visibility);
          // Moderators read a post they (or a suspension) took out of view, to review or unhide it; a
          // draft stays its author's alone.
          const allowed =
            identity !== undefined &&
            (sameEmail(row.author_email, identity.email) ||
              ((mask & VISIBILITY.draft) === 0 && canModerate((await authorById(app.store, identity.id))?.role)));
          if (!allowed) throw notFound(MESSAGES.blogNotFound);
        }
        // Reaction counts only for one post: lists stay one query, and the details page shows them.
        const blog = await withReactions(app.store, await app.present.blog(row));
        return { body: JSON.stringify(blog), headers: {}, shared: !row.visibility };
      }),
  );

  app.get(
    "/myBlogs",
    {
      schema: {
        tags: ["blogs"],
        summary: "Your own blogs, drafts included, newest first",
        description:
          `Paged with limit and offset; the ${TOTAL_HEADER} header carries how many you have in all. ` +
          "sentTo: how many readers the post's mail reached.",
        security: [{ bearer: [] }],
        querystring: pageQuerySchema,
        response: { 200: z.array(myBlogSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      const { rows, total } = await listOwnBlogs(app.store, identity.email, request.query);
      reply.header(TOTAL_HEADER, String(total));
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      const ids = rows.map((row) => row.id);
      const [blogs, sent] = await Promise.all([app.present.blogs(rows), deliveryCounts(app.store, ids)]);
      return blogs.map((blog) => ({ ...blog, sentTo: sent.get(blog._id) ?? 0 }));
    },
  );

  app.post(
    "/blog",
    {
      schema: {
        tags: ["blogs"],
        summary: "Publish a blog, or save a draft, as the signed-in user",
        description:
          "The author's email and name come from the token; email and username in the body are ignored. " +
          "draft: true keeps it visible to its author only. publishAt (ISO 8601 with a zone, 1 minute to 1 year " +
          "ahead) schedules it: a draft until then, published by itself at that time (status: scheduled).",
        security: [{ bearer: [] }],
        body: newBlogSchema,
        response: { 201: insertResultSchema, ...errorResponses(400, 401, 409, 413) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      const body = {
        ...request.body,
        image: storedImage(app.config.baseUrl, request.body.image),
        publishAt: storedPublishAt(request.body, now()),
        language: request.body.language ?? null,
        translationOf: await checkedTranslationOf(app.store.db, {
          authorEmail: identity.email,
          language: request.body.language ?? null,
          siteLanguage: (await siteSettings(app.store.db).get()).defaultLanguage,
          translationOf: request.body.translationOf ?? null,
        }),
      };
      const insertedId = await insertBlog(
        app.store,
        body,
        { email: identity.email, name: identity.name.trim() || null },
        app.postLifecycle,
      );
      // Its readers' mail was queued with it; the worker looks once the write is committed.
      app.jobs.wake();
      return reply.status(201).send({ acknowledged: true as const, insertedId });
    },
  );

  app.put(
    "/blogs/:id",
    {
      schema: {
        tags: ["blogs"],
        summary: "Update one of your own blogs",
        description:
          "modifiedCount is 0 when the update repeats what is stored; nothing is written then. draft: false " +
          "publishes a draft (it becomes the newest blog), draft: true unpublishes; without draft the state stays. " +
          "publishAt schedules or moves the publication (ISO 8601 with a zone, 1 minute to 1 year ahead); " +
          "publishAt: null unschedules and the post stays a draft.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: blogUpdateSchema,
        response: { 200: updateResultSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
      // Someone else's post is a 403 (or 404) before the body is validated, so a stranger learns nothing of
      // the form's rules; a malformed id is left to the params' own 400.
      preValidation: async (request) => {
        const params = request.params as { id?: unknown };
        if (typeof params.id === "string" && ID_PATTERN.test(params.id)) {
          await authorsBlog(request as FastifyRequest<{ Params: { id: string } }>, MESSAGES.notAuthorizedUpdate);
        }
      },
    },
    async (request) => {
      const row = await authorsBlog(request, MESSAGES.notAuthorizedUpdate);
      const { image, language, translationOf } = request.body;
      const publishAt = storedPublishAt(request.body, now());
      // Its place in a translation group is checked whenever its language or original may change.
      const storedTranslationOf =
        language === undefined && translationOf === undefined
          ? undefined
          : await checkedTranslationOf(app.store.db, {
              postId: row.id,
              authorEmail: row.author_email ?? "",
              language: language === undefined ? row.language : language,
              siteLanguage: (await siteSettings(app.store.db).get()).defaultLanguage,
              translationOf: translationOf === undefined ? row.translation_of : translationOf,
            });
      // Answers carry absolute image URLs; one sent back unchanged is the same picture, not an edit.
      const update = {
        ...request.body,
        ...(image === undefined ? {} : { image: storedImage(app.config.baseUrl, image) }),
        ...(publishAt === undefined ? {} : { publishAt }),
        ...(storedTranslationOf === undefined ? {} : { translationOf: storedTranslationOf }),
      };
      const changes = changedColumns(row, update);
      // Tags count as changed when their slugs or order differ; absent tags are left as they are.
      const tags = request.body.tags;
      const retagged =
        tags !== undefined &&
        ((await tagsOf(app.store, [row.id])).get(row.id) ?? []).map((tag) => tag.slug).join("\n") !==
          tags.map(tagSlug).join("\n");
      const modified =
        (Object.keys(changes).length > 0 || retagged) &&
        (await updateBlog(app.store, row, changes, app.postLifecycle, retagged ? tags : undefined));
      if (modified) app.jobs.wake();
      return { acknowledged: true as const, matchedCount: 1, modifiedCount: modified ? 1 : 0 };
    },
  );

  app.delete(
    "/blogs/:id",
    {
      schema: {
        tags: ["blogs"],
        summary: "Delete one of your own blogs",
        description: "Its comments and everyone's wishlist entries for it go with it, all in one transaction.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: deleteResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await authorsBlog(request, MESSAGES.notAuthorizedDelete);
      const deletedCount = await deleteBlog(app.store, row.id, app.postLifecycle);
      // The fediverse hears of it through a job written with the delete.
      if (deletedCount > 0) app.jobs.wake();
      // Deleted meanwhile by another request of the same author: it is gone either way.
      if (deletedCount === 0) throw notFound(MESSAGES.blogNotFound);
      return { acknowledged: true as const, deletedCount };
    },
  );
};
