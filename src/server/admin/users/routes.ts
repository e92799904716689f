import { adminUserSchema, roleUpdateSchema } from "@shared/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, errorResponses, notFound } from "../../errors";
import { requireAdmin } from "../../staff/access";
import { adminUserById, USER_MESSAGES } from "../../staff/accounts";
import { DEFAULT_USERS_PAGE, listUsers, MAX_USERS_PAGE, setRole } from "./store";

const usersQuerySchema = z.object({
  q: z.string().trim().max(200, "q can be at most 200 characters.").optional(),
  limit: z.coerce.number().int().min(1).max(MAX_USERS_PAGE).default(DEFAULT_USERS_PAGE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** better-auth's ids, not Inkwell's 24-hex ones. */
const userParamsSchema = z.object({ id: z.string().min(1).max(200) });

/**
 * /api/admin/users: admins find accounts and give roles (401 signed out, 403 for non-admins). Suspending
 * one is moderation's (moderation/suspension-routes.ts), under the same addresses.
 */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.get(
    "/admin/users",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Accounts, newest first; q searches email, name and handle (any case)",
        security,
        querystring: usersQuerySchema,
        response: { 200: z.array(adminUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      return reply.header("cache-control", "no-store").send(await listUsers(app.store.db, request.query));
    },
  );

  const existing = async (id: string) => {
    const user = await adminUserById(app.store.db, id);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    return user;
  };

  app.put(
    "/admin/users/:id/role",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Make an account a member, moderator or admin",
        security,
        params: userParamsSchema,
        body: roleUpdateSchema,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      const user = await existing(request.params.id);
      if (user.id === admin.id && request.body.role !== "admin") throw badRequest(USER_MESSAGES.demoteSelf);
      await setRole(app.store, user, request.body.role, admin.id);
      return existing(user.id);
    },
  );
};
