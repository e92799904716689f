import {
  markReadResultSchema,
  markReadSchema,
  notificationPageQuerySchema,
  notificationSchema,
  unreadCountSchema,
} from "@shared/notification-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../errors";
import { nextLink } from "../http/cursor";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { commentMailHandler } from "./comment-mail";
import { COMMENT_MAIL } from "./comment-mail-schedule";
import { countUnread, listNotifications, markRead, toNotification } from "./store";

export type NotificationRouteOptions = { now: () => number };

const commentMailSettingSchema = z.object({ commentMail: z.boolean() });

/**
 * The signed-in person's notifications (issue 44, decision 0105), the switch for comment mail, its
 * unsubscribe, and the job that sends it (0106). Every answer is the caller's own: never cached.
 */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRouteOptions> = async (app, { now }) => {
  app.jobs.register(
    COMMENT_MAIL,
    commentMailHandler({
      db: app.store.db,
      baseUrl: app.config.baseUrl,
      secret: app.config.authSecret,
      mailer: app.mailer,
      now,
    }),
  );
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", PRIVATE_CACHE_CONTROL);
  });

  app.get(
    "/notifications",
    {
      schema: {
        tags: ["notifications"],
        summary: "Your notifications, newest first, paged",
        description:
          "Up to limit (default 20, at most 100) per answer. When more follow, the Link header names the next " +
          'page (`Link: </api/notifications?cursor=…>; rel="next"`); the cursor is opaque.',
        security: [{ bearer: [] }],
        querystring: notificationPageQuerySchema,
        response: { 200: z.array(notificationSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      const page = await listNotifications(app.store, identity.id, request.query);
      if (page.nextCursor) reply.header("link", nextLink(request.url, page.nextCursor));
      return page.rows.map(toNotification);
    },
  );

  app.get(
    "/notifications/unread-count",
    {
      schema: {
        tags: ["notifications"],
        summary: "How many of your notifications are unread (the bell)",
        security: [{ bearer: [] }],
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const identity = await app.identity.requireIdentity(request);
      return { count: await countUnread(app.store, identity.id) };
    },
  );

  app.post(
    "/notifications/read",
    {
      schema: {
        tags: ["notifications"],
        summary: "Mark some or all of your notifications read",
        description:
          "`{ids: [...]}` or `{all: true}`; neither is a 400. Ids of other people's notifications change nothing.",
        security: [{ bearer: [] }],
        body: markReadSchema,
        response: { 200: markReadResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const identity = await app.identity.requireIdentity(request);
      return { marked: await markRead(app.store, identity.id, request.body, now()) };
    },
  );

  app.get(
    "/notifications/settings",
    {
      schema: {
        tags: ["notifications"],
        summary: "Whether you get mail about comments on your posts and replies to your comments",
        security: [{ bearer: [] }],
        response: { 200: commentMailSettingSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const identity = await app.identity.requireIdentity(request);
      const row = await app.store.db
        .selectFrom("profile")
        .select("notify_comments")
        .where("user_id", "=", identity.id)
        .executeTakeFirst();
      return { commentMail: row ? Number(row.notify_comments) === 1 : true };
    },
  );

  app.put(
    "/notifications/settings",
    {
      schema: {
        tags: ["notifications"],
        summary: "Turn comment mail on or off",
        security: [{ bearer: [] }],
        body: commentMailSettingSchema,
        response: { 200: commentMailSettingSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const identity = await app.identity.requireIdentity(request);
      const { commentMail } = request.body;
      await app.store.db
        .updateTable("profile")
        .set({ notify_comments: commentMail ? 1 : 0 })
        .where("user_id", "=", identity.id)
        .execute();
      return { commentMail };
    },
  );
};
