import { adminUserSchema } from "@shared/admin";
import { MAX_MODERATION_NOTE } from "@shared/moderation-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, errorResponses, notFound } from "../errors";
import { requireAdmin } from "../staff/access";
import { adminUserById, USER_MESSAGES } from "../staff/accounts";
import { setSuspended } from "./suspension";

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

/**
 * /api/admin/users/:id/{suspend,unsuspend}: admins suspend an account and lift it (401 signed out, 403
 * for non-admins). Beside the admin's user list (admin/users/routes.ts), but moderation's: it hides the
 * account's posts and comments through the visibility bits.
 */
export const suspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

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
};
