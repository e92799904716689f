import { canModerate, isAdmin, MODERATION_MESSAGES } from "@shared/moderation";
import type { Identity } from "@shared/schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../errors";
import { authorById } from "../profiles/store";

export type StaffIdentity = Identity & { role: string };

/**
 * The signed-in caller when they may work the report queue: 401 signed out, 403 for members. The role
 * is read from the database on every call, so a demotion takes effect at once.
 */
export async function requireModerator(app: FastifyInstance, request: FastifyRequest): Promise<StaffIdentity> {
  const identity = await app.identity.requireIdentity(request);
  const role = (await authorById(app.store, identity.id))?.role;
  if (!canModerate(role)) throw forbidden(MODERATION_MESSAGES.moderatorsOnly);
  return { ...identity, role: role ?? "member" };
}

/** The signed-in caller when they are an admin: 401 signed out, 403 for everyone else. */
export async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<StaffIdentity> {
  const identity = await app.identity.requireIdentity(request);
  const role = (await authorById(app.store, identity.id))?.role;
  if (!isAdmin(role)) throw forbidden(MODERATION_MESSAGES.adminsOnly);
  return { ...identity, role: role ?? "member" };
}
