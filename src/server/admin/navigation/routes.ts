import { type Navigation, navigationInForce, navigationSchema, navigationStateSchema } from "@shared/navigation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../errors";
import { PRIVATE_CACHE_CONTROL } from "../../http/public-cache";
import { siteSettings } from "../../settings/service";
import { writeSettings } from "../../settings/store";
import { requireAdmin } from "../../staff/access";
import { recordAudit } from "../../staff/audit";

/** How the audit line names a navigation: its links' labels, bar then footer, cut to a line's worth. */
function summary(navigation: Navigation | null): string {
  if (!navigation) return "default";
  const labels = (links: Navigation["bar"]) => links.map((link) => link.label).join(", ") || "none";
  return `bar: ${labels(navigation.bar)}; footer: ${labels(navigation.footer)}`.slice(0, 500);
}

/**
 * GET/PUT/DELETE /api/admin/navigation (issue 58, decision 0141): the links of the navigation bar and
 * the footer, stored as the `navigation` site setting, so pages everywhere and the export carry them.
 */
export const adminNavigationRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = siteSettings(app.store.db);
  const inForce = async () => navigationInForce((await settings.get()).navigation);

  /** Saves (null: back to the SPEC's) with its audit line in one transaction, then answers what is in force. */
  const save = async (adminId: string, navigation: Navigation | null) => {
    await app.store.db.transaction().execute(async (trx) => {
      await writeSettings(trx, { navigation });
      await recordAudit(trx, {
        actorId: adminId,
        action: navigation ? "navigation.update" : "navigation.reset",
        targetType: "site",
        targetId: "site",
        targetLabel: "Navigation",
        note: summary(navigation),
      });
    });
    settings.invalidate();
    return inForce();
  };

  app.get(
    "/admin/navigation",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "The navigation bar's and the footer's links (admins)",
        description: "`custom` is false while the site shows the SPEC's own navigation, whose links are answered.",
        security: [{ bearer: [] }],
        response: { 200: navigationStateSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return inForce();
    },
  );

  app.put(
    "/admin/navigation",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Set the navigation bar's and the footer's links (admins)",
        description:
          "Each link is a label (1–40 characters) and either a path of this site (`/about`, `/tag/travel`) or an " +
          "https:// address; at most 12 in each list, in the order given. The bar keeps its sign-in links " +
          "(Add Blog, Wishlist, Log In, Sign Up) after these. Pages on every instance show them within 5 seconds.",
        security: [{ bearer: [] }],
        body: navigationSchema,
        response: { 200: navigationStateSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(app, request);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return save(admin.id, request.body);
    },
  );

  app.delete(
    "/admin/navigation",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Back to the SPEC's navigation (admins)",
        security: [{ bearer: [] }],
        response: { 200: navigationStateSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(app, request);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return save(admin.id, null);
    },
  );
};
