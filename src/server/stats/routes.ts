import { isReadingPage, STATS_MESSAGES } from "@shared/stats";
import { statsHitSchema, statsQuerySchema, statsSchema, statsSettingsSchema } from "@shared/stats-schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isbot } from "isbot";
import { z } from "zod";
import { badRequest, errorResponses, notFound } from "../errors";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { requireAdmin } from "../staff/access";
import { readClickToken } from "./click-links";
import { mailClicksCounted, setMailClicksCounted } from "./mail-clicks-setting";
import { readStats } from "./store";

export const CLICK_LINK_NOT_FOUND = "This link is not one of ours.";

/** The signed-in reader behind a beacon: it cannot send headers, so its body may carry the ID token. */
async function viewerEmail(app: FastifyInstance, request: FastifyRequest, token: string | undefined) {
  const fromHeader = await app.identity.optionalIdentity(request);
  if (fromHeader) return fromHeader.email;
  if (!token) return null;
  // The resolver reads only the Authorization header, so the body's token is shown to it as one.
  const asHeader = { headers: { authorization: `Bearer ${token}` } } as unknown as FastifyRequest;
  return (await app.identity.optionalIdentity(asHeader))?.email ?? null;
}

/** POST /api/stats/hit and the stats of a writer (/api/me/stats) and of the site (/api/admin/stats). */
export const statsRoutes: FastifyPluginAsyncZod<{ now: () => number }> = async (app, { now }) => {
  app.post(
    "/stats/hit",
    {
      schema: {
        tags: ["stats"],
        summary: "Count one view of a reading page (the page's beacon)",
        description:
          "Always 202 with an empty body for a reading page, counted or not: bots, Sec-GPC: 1 and a writer on " +
          "their own post are not counted. No cookie is read or set; see docs/decisions/0102.",
        body: statsHitSchema,
        response: { 202: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { path, referrer, token } = request.body;
      if (!isReadingPage(path)) throw badRequest(STATS_MESSAGES.notReadingPage);
      const userAgent = request.headers["user-agent"] ?? "";
      const counted = request.headers["sec-gpc"] !== "1" && !isbot(userAgent);
      if (counted) {
        const email = await viewerEmail(app, request, token);
        await app.stats.view({ path, referrer, address: request.ip, userAgent }, email);
      }
      reply.header("cache-control", "no-store");
      return reply.code(202).send(null);
    },
  );

  app.get(
    "/me/stats",
    {
      schema: {
        tags: ["stats"],
        summary: "Views, visitors, followers and mail numbers of your own posts",
        security: [{ bearer: [] }],
        querystring: statsQuerySchema,
        response: { 200: statsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const identity = await app.identity.requireIdentity(request);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return readStats(
        app.store.db,
        { kind: "writer", userId: identity.id, email: identity.email },
        request.query.days,
        now(),
      );
    },
  );

  app.get(
    "/admin/stats",
    {
      config: { access: "admin" },
      schema: {
        tags: ["stats", "admin"],
        summary: "The whole site's stats (admins)",
        security: [{ bearer: [] }],
        querystring: statsQuerySchema,
        response: { 200: statsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return readStats(app.store.db, { kind: "site" }, request.query.days, now());
    },
  );

  app.get(
    "/admin/stats/settings",
    {
      config: { access: "admin" },
      schema: {
        tags: ["stats", "admin"],
        summary: "Whether mail links count clicks (admins)",
        security: [{ bearer: [] }],
        response: { 200: statsSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return { countMailClicks: await mailClicksCounted(app.store.db) };
    },
  );

  app.put(
    "/admin/stats/settings",
    {
      config: { access: "admin" },
      schema: {
        tags: ["stats", "admin"],
        summary: "Turn mail click counting on or off (admins)",
        description: "Off: post and digest mails link straight to the post, with nothing in between.",
        security: [{ bearer: [] }],
        body: statsSettingsSchema,
        response: { 200: statsSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      await setMailClicksCounted(app.store.db, request.body.countMailClicks);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return { countMailClicks: await mailClicksCounted(app.store.db) };
    },
  );
};

/** GET /l/<token>: a mail link that counts a click on its post, then sends the reader on (decision 0104). */
export const clickRoutes: FastifyPluginAsyncZod = async (app) => {
  // A wildcard, not a `:token` param: the router matches no param longer than 100 characters, and
  // lower-cases params (paths are case-insensitive here) while the token is not.
  app.get("/l/*", { schema: { hide: true } }, async (request, reply) => {
    const token = request.url.split("?")[0]?.slice("/l/".length) ?? "";
    const target = readClickToken(app.config.authSecret, app.config.baseUrl, token);
    if (!target) throw notFound(CLICK_LINK_NOT_FOUND);
    const userAgent = request.headers["user-agent"] ?? "";
    // Mail scanners open every link before the reader does; they are not clicks.
    if (!isbot(userAgent)) app.stats.click(target.blogId);
    reply.header("cache-control", "no-store");
    return reply.redirect(target.url, 302);
  });
};
