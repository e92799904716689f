import { REVISIONS_KEPT } from "@shared/revision-schemas";
import { idParamsSchema, idSchema } from "@shared/schemas";
import {
  publicSitePageSchema,
  type SitePage,
  type SitePageInput,
  sitePageInputSchema,
  sitePageRevisionSchema,
  sitePageRevisionSummarySchema,
  sitePageSchema,
  sitePageSummarySchema,
} from "@shared/site-page-schemas";
import { PAGE_SLUG_MESSAGES, PAGE_SLUG_PATTERN } from "@shared/site-pages";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { isUniqueViolation } from "../db/errors";
import type { Database } from "../db/schema";
import { errorResponses, HttpError, notFound } from "../errors";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { requireAdmin } from "../staff/access";
import { recordAudit } from "../staff/audit";
import { publicPage } from "./present";
import {
  deletePage,
  findPage,
  findPageRevision,
  findPublishedPage,
  insertPage,
  listPageRevisions,
  listPages,
  savePage,
  slugTaken,
} from "./store";

export const PAGE_NOT_FOUND = "There is no such page.";
export const PAGE_REVISION_NOT_FOUND = "This page has no such earlier version.";

const ADMIN_ONLY = "Admins only: 401 signed out, 403 for anyone else, before anything else is read. Never cached.";

const slugParamsSchema = z.object({
  slug: z.string().trim().toLowerCase().regex(PAGE_SLUG_PATTERN, { error: PAGE_SLUG_MESSAGES.characters }),
});
const revisionParamsSchema = z.object({ id: idSchema, rev: idSchema });

const slugTakenError = (slug: string) => new HttpError(409, PAGE_SLUG_MESSAGES.taken(slug), "CONFLICT");

/** Runs a page's write; the unique index settles two admins taking one address at once. */
async function writing<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError(slug);
    throw error;
  }
}

async function existingPage(db: Kysely<Database>, id: string): Promise<SitePage> {
  const page = await findPage(db, id);
  if (!page) throw notFound(PAGE_NOT_FOUND);
  return page;
}

/**
 * The site's own pages (issue 58, decision 0139): a reader's `GET /api/pages/:slug`, and the admin's
 * pages under `/api/admin/pages` with their kept versions. Every admin write and its audit line land in
 * one transaction.
 */
export const sitePageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/pages/:slug",
    {
      schema: {
        tags: ["pages"],
        summary: "One of the site's published pages, its text rendered to safe HTML",
        description:
          "A draft or an unknown address is a 404. Answers carry an ETag and may be cached for a few seconds.",
        params: slugParamsSchema,
        response: { 200: publicSitePageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      app.publicCache.serve(request, reply, request.url, async () => {
        const page = await findPublishedPage(app.store.db, request.params.slug);
        if (!page) throw notFound(PAGE_NOT_FOUND);
        return { body: JSON.stringify(publicPage(page)), headers: {}, shared: true };
      }),
  );

  app.get(
    "/admin/pages",
    {
      config: { access: "admin" },
      schema: {
        tags: ["pages"],
        summary: "The site's pages, drafts too, most recently changed first (admins)",
        description: ADMIN_ONLY,
        security: [{ bearer: [] }],
        response: { 200: z.array(sitePageSummarySchema), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return listPages(app.store.db);
    },
  );

  app.post(
    "/admin/pages",
    {
      config: { access: "admin" },
      schema: {
        tags: ["pages"],
        summary: "Write a page (admins)",
        description:
          "The address must be free and not one of the site's own (/login, /admin, …: 400). A page another " +
          `page holds is a 409. ${ADMIN_ONLY}`,
        security: [{ bearer: [] }],
        body: sitePageInputSchema,
        response: { 201: sitePageSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(app, request);
      const input = request.body;
      if (await slugTaken(app.store.db, input.slug)) throw slugTakenError(input.slug);
      const page = await writing(input.slug, () =>
        app.store.db.transaction().execute(async (trx) => {
          const created = await insertPage(trx, input, admin.id);
          await audit(trx, admin.id, "page.create", created);
          return created;
        }),
      );
      reply.code(201).header("cache-control", PRIVATE_CACHE_CONTROL);
      return page;
    },
  );

  app.get(
    "/admin/pages/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["pages"],
        summary: "One page, whole, for its editor (admins)",
        description: ADMIN_ONLY,
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: sitePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return existingPage(app.store.db, request.params.id);
    },
  );

  app.put(
    "/admin/pages/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["pages"],
        summary: "Save a page (admins)",
        description:
          "The whole page. A change to its title, description or text keeps the version it replaced (up to " +
          `${REVISIONS_KEPT}); a save that changes nothing writes nothing. ${ADMIN_ONLY}`,
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: sitePageInputSchema,
        response: { 200: sitePageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(app, request);
      const page = await save(app, admin.id, request.params.id, () => request.body, "page.update");
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return page;
    },
  );

  app.delete(
    "/admin/pages/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["pages"],
        summary: "Delete a page and its kept versions (admins)",
        description: `Its address answers 404 at once. ${ADMIN_ONLY}`,
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(app, request);
      await app.store.db.transaction().execute(async (trx) => {
        const page = await existingPage(trx, request.params.id);
        await deletePage(trx, page.id);
        await audit(trx, admin.id, "page.delete", page);
      });
      reply.code(204).header("cache-control", PRIVATE_CACHE_CONTROL);
      return null;
    },
  );

  app.get(
    "/admin/pages/:id/revisions",
    {
      config: { access: "admin" },
      schema: {
        tags: ["pages"],
        summary: "A page's earlier versions, newest first (admins)",
        description: `at: when that version was saved. ${ADMIN_ONLY}`,
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: z.array(sitePageRevisionSummarySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      const page = await existingPage(app.store.db, request.params.id);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return listPageRevisions(app.store.db, page.id);
    },
  );

  app.get(
    "/admin/pages/:id/revisions/:rev",
    {
      config: { access: "admin" },
      schema: {
        tags: ["pages"],
        summary: "One earlier version of a page, whole (admins)",
        description: ADMIN_ONLY,
        security: [{ bearer: [] }],
        params: revisionParamsSchema,
        response: { 200: sitePageRevisionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      const page = await existingPage(app.store.db, request.params.id);
      const revision = await findPageRevision(app.store.db, page.id, request.params.rev);
      if (!revision) throw notFound(PAGE_REVISION_NOT_FOUND);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return revision;
    },
  );

  app.post(
    "/admin/pages/:id/revisions/:rev/restore",
    {
      config: { access: "admin" },
      schema: {
        tags: ["pages"],
        summary: "Bring back an earlier version of a page's text (admins)",
        description:
          "Restoring is a save: the title, description and text come back, the address and state stay, and the " +
          `text it replaces is kept in turn. ${ADMIN_ONLY}`,
        security: [{ bearer: [] }],
        params: revisionParamsSchema,
        response: { 200: sitePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(app, request);
      const revision = await findPageRevision(app.store.db, request.params.id, request.params.rev);
      const page = await save(
        app,
        admin.id,
        request.params.id,
        (before) => {
          if (!revision) throw notFound(PAGE_REVISION_NOT_FOUND);
          const { title, description, body } = revision;
          return { title, description, body, slug: before.slug, status: before.status };
        },
        "page.restore",
      );
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return page;
    },
  );
};

/** A save of the page as `next` makes it from what is stored, with its audit line, in one transaction. */
async function save(
  app: FastifyInstance,
  adminId: string,
  id: string,
  next: (before: SitePage) => SitePageInput,
  action: string,
): Promise<SitePage> {
  const before = await existingPage(app.store.db, id);
  const input = next(before);
  if (input.slug !== before.slug && (await slugTaken(app.store.db, input.slug, id))) throw slugTakenError(input.slug);
  return writing(input.slug, () =>
    app.store.db.transaction().execute(async (trx) => {
      const current = await existingPage(trx, id);
      const { page, changed } = await savePage(trx, current, next(current), adminId);
      if (changed) await audit(trx, adminId, action, page, current.status !== page.status ? page.status : null);
      return page;
    }),
  );
}

function audit(db: Kysely<Database>, actorId: string, action: string, page: SitePage, note: string | null = null) {
  return recordAudit(db, {
    actorId,
    action,
    targetType: "page",
    targetId: page.id,
    targetLabel: `${page.title} (/${page.slug})`,
    note: note ?? (action === "page.create" ? page.status : null),
  });
}
