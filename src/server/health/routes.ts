import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import { publicConfigSchema } from "../../shared/schemas";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: { 200: z.object({ status: z.literal("ok"), database: z.enum(["sqlite", "postgres"]) }) },
      },
    },
    async () => {
      await sql`select 1`.execute(app.store.db);
      return { status: "ok" as const, database: app.store.engine };
    },
  );

  app.get(
    "/config",
    {
      schema: {
        tags: ["health"],
        summary: "What the web client needs to know about this server (e.g. whether Google sign-in is on)",
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({ googleEnabled: Boolean(app.config.google) }),
  );
};
