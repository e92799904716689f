import { adminMessageSchema } from "@shared/admin";
import { idParamsSchema, messageSchema, pageQuerySchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, notFound } from "../../errors";
import { PRIVATE_CACHE_CONTROL } from "../../http/public-cache";
import { requireAdmin } from "../../staff/access";
import { listMessages, markMessage } from "./store";

const messagesQuerySchema = pageQuerySchema.extend({
  /** `unread=true` lists only messages nobody has marked read. */
  unread: z
    .enum(["true", "false"], { error: "unread must be true or false." })
    .optional()
    .transform((value) => value === "true"),
});

const MESSAGE_NOT_FOUND = "There is no such message.";

export const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/messages",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Contact messages, newest first, each marked read or unread (admins)",
        description:
          "Paged by limit and offset; X-Total-Count says how many match, X-Unread-Count how many are unread.",
        security: [{ bearer: [] }],
        querystring: messagesQuerySchema,
        response: { 200: z.array(adminMessageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      const { limit, offset, unread } = request.query;
      const [page, unreadPage] = await Promise.all([
        listMessages(app.store.db, { limit, offset, unread }),
        listMessages(app.store.db, { limit: 1, offset: 0, unread: true }),
      ]);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      reply.header("X-Total-Count", String(page.total));
      reply.header("X-Unread-Count", String(unreadPage.total));
      return page.messages;
    },
  );

  for (const [verb, read] of [
    ["read", true],
    ["unread", false],
  ] as const) {
    app.post(
      `/admin/messages/:id/${verb}`,
      {
        config: { access: "admin" },
        schema: {
          tags: ["admin"],
          summary: `Mark a contact message ${verb} (admins)`,
          security: [{ bearer: [] }],
          params: idParamsSchema,
          response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await requireAdmin(app, request);
        if (!(await markMessage(app.store.db, request.params.id, read))) throw notFound(MESSAGE_NOT_FOUND);
        return { message: `The message is marked ${verb}.` };
      },
    );
  }
};
