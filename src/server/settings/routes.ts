import { siteSettingsSchema } from "@shared/site-settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteSettings } from "./service";

/** Browsers and shared caches may keep it as long as an instance keeps its own copy. */
const SITE_CACHE_CONTROL = "public, max-age=5, stale-while-revalidate=60";

/** GET /api/site: what the web client needs to name and colour the site; the same for everyone. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/site",
    {
      schema: {
        tags: ["site"],
        summary: "The site's title, description, icon and accent colour",
        response: { 200: siteSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", SITE_CACHE_CONTROL);
      return siteSettings(app.store.db).get();
    },
  );
};
