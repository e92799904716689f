import {
  adminReportSchema,
  MODERATION_MESSAGES,
  REPORT_RECEIPTS,
  reportCreateSchema,
  reportReceiptSchema,
  reportResolutionSchema,
  reportResolveSchema,
} from "@shared/moderation-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, notFound } from "../errors";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { requireModerator } from "../staff/access";
import { resolveTarget } from "./actions";
import { hideRoutes } from "./hide-routes";
import { fileReport, findReport, findTarget, listOpenReports } from "./report-store";

const reportIdParams = z.object({ id: z.string().min(1).max(200) });

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Only what the reader can see may be reported; anything else does not exist as far as they know. */
  const publiclyVisible = async (type: "blog" | "comment", id: string) => {
    const target = await findTarget(app.store.db, type, id);
    if (target?.mask !== 0) return undefined;
    if (type === "blog") return target;
    const post = await findTarget(app.store.db, "blog", target.blogId);
    return post && post.mask === 0 ? target : undefined;
  };

  app.post(
    "/reports",
    {
      schema: {
        tags: ["moderation"],
        summary: "Report a post or a comment to the moderators",
        description:
          "One report per reader and target: 201 for a new report, 200 when this reader had already " +
          "reported it (a report a moderator has since closed opens again with the new reason). A target " +
          "that is not public is a 404. `created` says which (true with 201); `message` is always English.",
        security: [{ bearer: [] }],
        body: reportCreateSchema,
        response: { 200: reportReceiptSchema, 201: reportReceiptSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      const { targetType, targetId, reason } = request.body;
      if (!(await publiclyVisible(targetType, targetId))) throw notFound(MODERATION_MESSAGES.targetNotFound);
      const report = await fileReport(app.store.db, { targetType, targetId, reporterId: identity.id, reason });
      return reply.status(report.created ? 201 : 200).send({
        id: report.id,
        message: report.created ? REPORT_RECEIPTS.created : REPORT_RECEIPTS.repeated,
        created: report.created,
      });
    },
  );

  app.get(
    "/admin/reports",
    {
      config: { access: "moderator" },
      schema: {
        tags: ["moderation"],
        summary: "The moderation queue: open reports, one row per post or comment, newest first",
        description:
          "Each row is the target's latest open report; count says how many open reports it has. Held " +
          "comments are here too, with no reporter. Moderators and admins only.",
        security: [{ bearer: [] }],
        response: { 200: z.array(adminReportSchema), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await requireModerator(app, request);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return listOpenReports(app.store.db);
    },
  );

  app.post(
    "/admin/reports/:id/resolve",
    {
      config: { access: "moderator" },
      schema: {
        tags: ["moderation"],
        summary: "Settle a report: hide or delete what it reports, or dismiss it",
        description:
          "Closes every open report on the same post or comment, and writes the action to the audit log. " +
          "Hiding a published post withdraws it from the fediverse too; deleting a post deletes its comments.",
        security: [{ bearer: [] }],
        params: reportIdParams,
        body: reportResolveSchema,
        response: { 200: reportResolutionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const moderator = await requireModerator(app, request);
      const report = await findReport(app.store.db, request.params.id);
      if (report?.status !== "open") throw notFound(MODERATION_MESSAGES.reportNotFound);
      const { action, note } = request.body;
      const resolved = await resolveTarget(
        app,
        { type: report.target_type, id: report.target_id },
        action,
        moderator,
        note || undefined,
      );
      return { id: report.id, action, resolved };
    },
  );

  await app.register(hideRoutes);
};
