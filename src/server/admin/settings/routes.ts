import { ownUploadName } from "@shared/site-icon";
import { siteSettingsSchema, siteSettingsUpdateSchema } from "@shared/site-settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest, errorResponses } from "../../errors";
import { PRIVATE_CACHE_CONTROL } from "../../http/public-cache";
import { siteSettings } from "../../settings/service";
import { writeSettings } from "../../settings/store";
import { requireAdmin } from "../../staff/access";
import { recordAudit } from "../../staff/audit";

export const SOCIAL_IMAGE_NOT_UPLOADED =
  "The default social image must be a picture uploaded here: networks crop it to 1200×630, which the server does for its own uploads.";

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = siteSettings(app.store.db);

  app.get(
    "/admin/settings",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "The site's name, description, icon and accent colour (admins)",
        security: [{ bearer: [] }],
        response: { 200: siteSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return settings.get();
    },
  );

  app.put(
    "/admin/settings",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Change the site's settings (admins)",
        description:
          "title and description are required; icon, accentColor and socialImage change only when given (null " +
          "clears them). socialImage must be an upload of this site's (POST /api/images). " +
          "Pages, feeds, mail and NodeInfo on every instance use the new values within 5 seconds.",
        security: [{ bearer: [] }],
        body: siteSettingsUpdateSchema,
        response: { 200: siteSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(app, request);
      const { socialImage } = request.body;
      if (socialImage && !ownUploadName(socialImage, app.config.baseUrl)) {
        throw badRequest(SOCIAL_IMAGE_NOT_UPLOADED);
      }
      await app.store.db.transaction().execute(async (trx) => {
        await writeSettings(trx, request.body);
        await recordAudit(trx, {
          actorId: admin.id,
          action: "settings.update",
          targetType: "site",
          targetId: "site",
          targetLabel: request.body.title,
          note: Object.keys(request.body).join(", "),
        });
      });
      settings.invalidate();
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return settings.get();
    },
  );
};
