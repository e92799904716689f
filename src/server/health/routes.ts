import { healthSchema, publicConfigSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      // Load balancers and orchestrators poll this; a limit would turn a busy instance into a "dead" one.
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "Readiness: whether the database answers, and whether Redis does",
        description:
          "200 while the database answers (status degraded when Redis is configured but down, since limits " +
          "then fall back to per-process counters); 503 when the database does not answer.",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const database = await sql`select 1`
        .execute(app.store.db)
        .then(() => "up" as const)
        .catch((error: unknown) => {
          request.log.error({ err: error }, "health check: the database does not answer");
          return "down" as const;
        });
      const redis = app.redisState();
      const status = database === "up" && redis !== "down" ? "ok" : "degraded";
      return reply.status(database === "up" ? 200 : 503).send({ status, database, redis, engine: app.store.engine });
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
