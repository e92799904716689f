import { healthSchema, livenessSchema, publicConfigSchema, type Readiness, readinessSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { pendingMigrations } from "../db/migrate";

/** A database that accepts connections but does not answer must not hold a balancer's probe open. */
const DATABASE_PROBE_TIMEOUT_MS = 2000;

/** Resolves when `work` settles within `ms`, and rejects otherwise (the work itself is left to finish). */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = () =>
    within(sql`select 1`.execute(app.store.db), DATABASE_PROBE_TIMEOUT_MS).then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, "health check: the database does not answer");
        return false;
      },
    );
  // Migrations only ever move forward while an instance runs, so once current they stay current for it
  // (a newer release migrating further adds to the schema this one reads).
  let migrationsCurrent = false;

  app.get(
    "/health",
    {
      // Load balancers and orchestrators poll this; a limit would turn a busy instance into a "dead" one.
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "Whether the database answers, and whether Redis does",
        description:
          "200 while the database answers (status degraded when Redis is configured but down, since limits " +
          "then fall back to per-process counters); 503 when the database does not answer.",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const database = (await databaseAnswers()) ? "up" : "down";
      const redis = app.redisState();
      const status = database === "up" && redis !== "down" ? "ok" : "degraded";
      return reply.status(database === "up" ? 200 : 503).send({ status, database, redis, engine: app.store.engine });
    },
  );

  app.get(
    "/health/live",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "Liveness: the process answers",
        description:
          "Always 200 while the process can answer at all; it asks no dependency, so an orchestrator restarts " +
          "the process only when the process itself is stuck, never because the database is.",
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/health/ready",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "Readiness: whether this instance should be sent traffic",
        description:
          "200 when the database answers within 2 s and every migration this version knows is applied; " +
          "otherwise 503, naming what fails. Point load balancers here. A stopping instance answers 503 to " +
          "every new request, this one included.",
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const failing: Readiness["failing"] = [];
      if (app.readiness.stopping) failing.push("stopping");
      else if (!(await databaseAnswers())) failing.push("database");
      else if (!migrationsCurrent) {
        const pending = await pendingMigrations(app.store).catch(() => undefined);
        if (pending === undefined) failing.push("database");
        else if (pending.length > 0) failing.push("migrations");
        else migrationsCurrent = true;
      }
      if (failing.length === 0) return reply.send({ status: "ready", failing });
      return reply.status(503).send({ status: "not ready", failing, message: readinessMessage(failing) });
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

const REASONS: Record<Readiness["failing"][number], string> = {
  database: "the database does not answer",
  migrations: "the database has migrations to apply (run `npm run migrate`, or start the app, which applies them)",
  stopping: "this instance is stopping; its requests in flight finish, new ones belong elsewhere",
};

function readinessMessage(failing: Readiness["failing"]): string {
  return `Not ready: ${failing.map((part) => REASONS[part]).join("; ")}.`;
}
