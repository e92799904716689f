import { canModerate, isAdmin, MODERATION_MESSAGES } from "@shared/moderation-schemas";
import type { Identity } from "@shared/schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../errors";
import { authorById } from "../profiles/store";

export type StaffIdentity = Identity & { role: string };

/**
 * The caller's role, read once per request: a staff route checks it before validation
 * (route-access.ts) and its handler asks again for the identity it acts as.
 */
const rolesRead = new WeakMap<FastifyRequest, Promise<string | undefined>>();
function roleOf(app: FastifyInstance, request: FastifyRequest, identity: Identity): Promise<string | undefined> {
  let role = rolesRead.get(request);
  if (!role) {
    role = authorById(app.store, identity.id).then((author) => author?.role);
    rolesRead.set(request, role);
  }
  return role;
}

/**
 * The signed-in caller when they may work the report queue: 401 signed out, 403 for members. The role
 * is read from the database for every request, so a demotion takes effect at once.
 */
export async function requireModerator(app: FastifyInstance, request: FastifyRequest): Promise<StaffIdentity> {
  const identity = await app.identity.requireIdentity(request);
  const role = await roleOf(app, request, identity);
  if (!canModerate(role)) throw forbidden(MODERATION_MESSAGES.moderatorsOnly);
  return { ...identity, role: role ?? "member" };
}

/** The signed-in caller when they are an admin: 401 signed out, 403 for everyone else. */
export async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<StaffIdentity> {
  const identity = await app.identity.requireIdentity(request);
  const role = await roleOf(app, request, identity);
  if (!isAdmin(role)) throw forbidden(MODERATION_MESSAGES.adminsOnly);
  return { ...identity, role: role ?? "member" };
}
