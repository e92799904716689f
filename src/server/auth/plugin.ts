// PLACEHOLDER: replaced by the auth helper (better-auth at /api/auth/*, app.identity).
import type { FastifyInstance } from "fastify";

export async function registerAuth(_app: FastifyInstance): Promise<void> {}
