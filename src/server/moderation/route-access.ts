import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { requireAdmin, requireModerator } from "../staff/access";

/** Who may call a route: anyone signed in, or staff of at least this role. */
export type Access = "signed-in" | "moderator" | "admin";

/** A route that answers only some callers, as the API's route table has it. */
export type ProtectedRoute = { method: string; url: string; access: Access };

/** A route as Fastify registered it, whoever registered it and wherever: what the route walk checks. */
export type RegisteredRoute = {
  method: string;
  url: string;
  /** The OpenAPI `security` its schema declares, if any. */
  security?: Array<Record<string, unknown>>;
  access?: Access;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** Staff routes say which role they need; a bearer `security` alone means "signed-in". */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every protected API route, for the route walk that proves none validates before it authorizes. */
    protectedRoutes: readonly ProtectedRoute[];
    /** Every route Fastify registered, from its own `onRoute`: the walk compares the two tables. */
    routeTable: readonly RegisteredRoute[];
  }
}

function securityOf(route: RouteOptions): Array<Record<string, unknown>> | undefined {
  const security = (route.schema as { security?: unknown } | undefined)?.security;
  return Array.isArray(security) ? security : undefined;
}

/** A route whose OpenAPI security asks for a bearer token and offers no way without one (`{}`). */
function needsToken(route: RouteOptions): boolean {
  const security = securityOf(route);
  return security !== undefined && security.length > 0 && security.every((entry) => "bearer" in entry);
}

const CHECKS: Record<Access, (app: FastifyInstance, request: FastifyRequest) => Promise<unknown>> = {
  "signed-in": (app, request) => app.identity.requireIdentity(request),
  moderator: requireModerator,
  admin: requireAdmin,
};

/**
 * Authorization before validation: a protected route answers 401 signed out, and a staff route 403 to a
 * member, before its body, query or path is read, so no one learns a route's schema without the right to
 * call it. The check runs as the route's first `onRequest` hook (before parsing, so a malformed body
 * cannot answer first); the handler's own call then finds the identity already verified (verify.ts keeps
 * it per request). Installed on the API's scope (and the image upload's, which keeps its multipart parser
 * outside it); a route registered anywhere else is not covered, which the route walk over Fastify's own
 * table (`installRouteTable`) catches.
 */
export function installRouteAccess(api: FastifyInstance, registry: ProtectedRoute[]): void {
  api.addHook("onRoute", (route) => {
    const access = route.config?.access ?? (needsToken(route) ? "signed-in" : undefined);
    if (!access) return;
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") registry.push({ method, url: route.url, access });
    }
    const check = CHECKS[access];
    const authorize = async (request: FastifyRequest) => {
      await check(api, request);
    };
    route.onRequest = [authorize, ...[route.onRequest ?? []].flat()];
  });
}

/**
 * Keeps every route Fastify registers, on the root, so it must be installed before any plugin. The layer
 * above fills its own table, which cannot show a route that never passed through it (one registered
 * outside the API's scope); this one is Fastify's, so the walk can prove there is none.
 */
export function installRouteTable(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    const security = securityOf(route);
    for (const method of [route.method].flat()) {
      table.push({
        method,
        url: route.url,
        ...(security ? { security } : {}),
        ...(route.config?.access ? { access: route.config.access } : {}),
      });
    }
  });
}
