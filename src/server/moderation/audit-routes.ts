import { auditEntrySchema } from "@shared/moderation-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../errors";
import { requireAdmin } from "../staff/access";
import { DEFAULT_AUDIT_PAGE, listAudit, MAX_AUDIT_PAGE } from "./audit-store";

const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_AUDIT_PAGE).default(DEFAULT_AUDIT_PAGE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** GET /api/admin/audit: every moderation and admin action, newest first (admins only). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/audit",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "The audit log: who did what to which account, post or comment, newest first",
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      return reply.header("cache-control", "no-store").send(await listAudit(app.store.db, request.query));
    },
  );
};
