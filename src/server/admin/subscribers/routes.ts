import { adminSubscribersSchema, SUBSCRIBER_STATUSES } from "@shared/admin";
import { idParamsSchema, messageSchema, pageQuerySchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, notFound } from "../../errors";
import { PRIVATE_CACHE_CONTROL } from "../../http/public-cache";
import { requireAdmin } from "../../staff/access";
import { recordAudit } from "../../staff/audit";
import { CSV_HEADER, csvLine, subscriberLine } from "./csv";
import { allSubscribers, deleteSubscriber, listSubscribers, type SubscriberFilter } from "./store";

const filterSchema = z.object({
  status: z.enum(SUBSCRIBER_STATUSES, { error: "status must be 'pending', 'confirmed' or 'unsubscribed'." }).optional(),
  q: z.string().trim().max(320, "A search can be at most 320 characters.").optional(),
});

const SUBSCRIBER_NOT_FOUND = "There is no such subscriber.";

async function* csvDocument(lines: AsyncGenerator<Parameters<typeof subscriberLine>[0]>) {
  yield csvLine([...CSV_HEADER]);
  for await (const subscriber of lines) yield subscriberLine(subscriber);
}

export const adminSubscriberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/subscribers",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Newsletter subscribers, newest first, with how many are in each state (admins)",
        description:
          "status filters by state and q by part of the address; paged by limit and offset, X-Total-Count says how many match.",
        security: [{ bearer: [] }],
        querystring: pageQuerySchema.extend(filterSchema.shape),
        response: { 200: adminSubscribersSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      const { limit, offset, ...filter } = request.query;
      const { matching, ...answer } = await listSubscribers(app.store.db, filter as SubscriberFilter, {
        limit,
        offset,
      });
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      reply.header("X-Total-Count", String(matching));
      return answer;
    },
  );

  app.get(
    "/admin/subscribers.csv",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Every subscriber matching the filter as a CSV file (admins)",
        description:
          "Columns: email, status, categories (separated by ';', empty for all), frequency, created_at, confirmed_at.",
        security: [{ bearer: [] }],
        querystring: filterSchema,
        produces: ["text/csv"],
        response: { 200: z.string().describe("text/csv"), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      // One string: even 100,000 addresses are a few MB, and the serializer then checks it like any answer.
      let csv = "";
      for await (const line of csvDocument(allSubscribers(app.store.db, request.query as SubscriberFilter)))
        csv += line;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("cache-control", PRIVATE_CACHE_CONTROL)
        .header("content-disposition", `attachment; filename="subscribers-${day}.csv"`)
        .type("text/csv; charset=utf-8")
        .send(csv);
    },
  );

  app.delete(
    "/admin/subscribers/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Remove a subscriber for good (admins); the audit log keeps their address",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      const removed = await app.store.db.transaction().execute(async (trx) => {
        const email = await deleteSubscriber(trx, request.params.id);
        if (email !== null) {
          await recordAudit(trx, {
            actorId: admin.id,
            action: "subscriber.delete",
            targetType: "subscriber",
            targetId: request.params.id,
            targetLabel: email,
          });
        }
        return email;
      });
      if (removed === null) throw notFound(SUBSCRIBER_NOT_FOUND);
      return { message: "The subscriber is removed." };
    },
  );
};
