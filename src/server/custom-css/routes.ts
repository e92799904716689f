import { CUSTOM_CSS_PATH } from "@shared/custom-css";
import {
  type CustomCss,
  customCssRevisionSchema,
  customCssSchema,
  customCssUpdateSchema,
} from "@shared/custom-css-schemas";
import { idParamsSchema } from "@shared/schemas";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { isUniqueViolation } from "../db/errors";
import type { Database } from "../db/schema";
import { badRequest, errorResponses, HttpError, notFound } from "../errors";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { requireAdmin } from "../staff/access";
import { recordAudit } from "../staff/audit";
import { customCssProblem } from "./check";
import { customCssCopy, listCustomCssRevisions, readCustomCss, readCustomCssRevision, saveCustomCss } from "./store";

const REVISION_NOT_FOUND = "That version of the custom CSS is not kept.";
export const SAVED_MEANWHILE = "The custom CSS was saved by someone else at the same moment. Reload it and try again.";

/** A year, for the address naming the stylesheet in force: a change is a new address. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Any other address (an old version's, none): today's stylesheet, briefly, so a change shows soon. */
const BRIEF = "public, max-age=300";

async function whole(db: Kysely<Database>): Promise<CustomCss> {
  return { css: await readCustomCss(db), revisions: await listCustomCssRevisions(db) };
}

/** Saves, keeps what it replaced and writes the audit line together; drops this instance's copy after. */
async function save(
  app: FastifyInstance,
  adminId: string,
  css: string,
  audit: { action: "css.update" | "css.restore"; note: string },
): Promise<void> {
  const problem = customCssProblem(css);
  if (problem) throw badRequest(problem);
  try {
    await app.store.db.transaction().execute(async (trx) => {
      if (!(await saveCustomCss(trx, css, adminId))) return;
      await recordAudit(trx, {
        actorId: adminId,
        action: audit.action,
        targetType: "site",
        targetId: "site",
        targetLabel: "Custom CSS",
        note: audit.note,
      });
    });
  } catch (error) {
    // Two saves at once both numbered their kept version the same: the second is refused, not lost silently.
    if (isUniqueViolation(error)) throw new HttpError(409, SAVED_MEANWHILE, "CONFLICT");
    throw error;
  }
  customCssCopy(app.store.db).invalidate();
}

const bytesNote = (css: string) => `${Buffer.byteLength(css, "utf8").toLocaleString("en")} bytes`;

/** The admin's screen: the stylesheet, its kept versions, saving and restoring (under /api). */
export const customCssRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.store.db;

  app.get(
    "/admin/custom-css",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "The site's custom CSS and the versions it replaced, newest first (admins)",
        security: [{ bearer: [] }],
        response: { 200: customCssSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return whole(db);
    },
  );

  app.put(
    "/admin/custom-css",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Replace the site's custom CSS (admins)",
        description:
          `"" removes it. At most 50,000 bytes; @import, addresses other than this site's, https and data: ` +
          "pictures or fonts, expression(), behavior, -moz-binding and CSS that does not parse are refused " +
          "with the line. The text replaced is kept as a version (the newest 50). Pages on every instance " +
          "link the new stylesheet within 5 seconds.",
        security: [{ bearer: [] }],
        body: customCssUpdateSchema,
        response: { 200: customCssSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(app, request);
      const { css } = request.body;
      await save(app, admin.id, css, { action: "css.update", note: bytesNote(css) });
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return whole(db);
    },
  );

  app.get(
    "/admin/custom-css/revisions/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "One kept version of the custom CSS (admins)",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: customCssRevisionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      const revision = await readCustomCssRevision(db, request.params.id);
      if (!revision) throw notFound(REVISION_NOT_FOUND);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return revision;
    },
  );

  app.post(
    "/admin/custom-css/revisions/:id/restore",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Put a kept version of the custom CSS back in force (admins)",
        description:
          "An edit like any other: the text it replaces is kept as the newest version, so a restore can be undone. " +
          "A version the check would now refuse is refused (400).",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: customCssSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(app, request);
      const revision = await readCustomCssRevision(db, request.params.id);
      if (!revision) throw notFound(REVISION_NOT_FOUND);
      await save(app, admin.id, revision.css, {
        action: "css.restore",
        note: `the version replaced at ${revision.at} (${bytesNote(revision.css)})`,
      });
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return whole(db);
    },
  );
};

/**
 * GET /site-custom.css: the stylesheet every page links after the site's own, served as a file of its
 * own (never inline), so the Content-Security-Policy's `style-src 'self'` covers it as it is.
 */
export const customCssStylesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const copy = customCssCopy(app.store.db);

  app.get(
    CUSTOM_CSS_PATH,
    { schema: { hide: true, querystring: z.object({ v: z.string().optional() }) } },
    async (request, reply) => {
      let current = await copy.get();
      const asked = request.query.v;
      // Another instance's save names a version this copy may not know yet: read afresh rather than
      // keep older text a year under the new name.
      if (asked && asked !== current?.version) {
        copy.invalidate();
        current = await copy.get();
      }
      if (!current) throw notFound(`Nothing is at ${request.method} ${CUSTOM_CSS_PATH}: no custom CSS is set.`);
      return reply
        .type("text/css; charset=utf-8")
        .header("x-content-type-options", "nosniff")
        .header("cache-control", asked === current.version ? IMMUTABLE : BRIEF)
        .send(current.css);
    },
  );
};
