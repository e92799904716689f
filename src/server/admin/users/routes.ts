import { adminUserSchema, roleUpdateSchema } from "@shared/admin";
import { MAX_MODERATION_NOTE } from "@shared/moderation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, errorResponses, notFound } from "../../errors";
import { requireAdmin } from "../../moderation/access";
import { adminUserById, DEFAULT_USERS_PAGE, listUsers, MAX_USERS_PAGE, setRole, setSuspended } from "./store";

const usersQuerySchema = z.object({
  q: z.string().trim().max(200, "q can be at most 200 characters.").optional(),
  limit: z.coerce.number().int().min(1).max(MAX_USERS_PAGE).default(DEFAULT_USERS_PAGE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** better-auth's ids, not Inkwell's 24-hex ones. */
const userParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** Optional: a bodiless POST reaches the schema as null. */
const suspensionSchema = z
  .strictObject({
    note: z
      .string({ error: "note must be text." })
      .trim()
      .max(MAX_MODERATION_NOTE, `A note can be at most ${MAX_MODERATION_NOTE} characters.`)
      .optional(),
  })
  .nullish();

export const USER_MESSAGES = {
  notFound: "There is no account with that id.",
  suspendSelf: "You cannot suspend your own account; another admin can.",
  demoteSelf: "You cannot change your own role; another admin can, so the site always keeps an admin.",
} as const;

/** /api/admin/users: admins find accounts, give roles and suspend (401 signed out, 403 for non-admins). */
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

  for (const suspended of [true, false]) {
    app.post(
      `/admin/users/:id/${suspended ? "suspend" : "unsuspend"}`,
      {
        config: { access: "admin" },
        schema: {
          tags: ["admin"],
          summary: suspended
            ? "Suspend an account: sign-in refused, sessions and tokens ended, its posts and comments hidden"
            : "Lift a suspension: its posts and comments come back (those a moderator hid stay hidden)",
          security,
          params: userParamsSchema,
          body: suspensionSchema,
          response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const admin = await requireAdmin(app, request);
        const user = await existing(request.params.id);
        if (suspended && user.id === admin.id) throw badRequest(USER_MESSAGES.suspendSelf);
        const changed = await setSuspended(app.store, user, suspended, admin.id, app.postLifecycle, request.body?.note);
        // This instance stops the account's tokens at once; others within SESSION_RECHECK_MS.
        if (changed && suspended) app.identity.forgetSessions();
        return existing(user.id);
      },
    );
  }

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
