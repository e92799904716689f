import type { AppServices } from "@server/app";
import type { Config } from "@server/config";
import type { FastifyInstance } from "fastify";
import { createTestApp, type TestApp } from "./harness";

/** Where auth tests ask "who am I?" with a bearer token; exists only in apps built here. */
export const WHOAMI_URL = "/api/test/whoami";

/**
 * The harness's test app plus one probe route that runs `app.identity`, so the tests exercise token
 * verification exactly as resource routes do (status, JSON error shape and all).
 */
export function createAuthTestApp(
  databaseUrl: string,
  overrides: Partial<Config> = {},
  services: AppServices = {},
): Promise<TestApp> {
  return createTestApp(
    databaseUrl,
    overrides,
    (app) => {
      app.get(WHOAMI_URL, async (request) => app.identity.requireIdentity(request));
      app.get(`${WHOAMI_URL}/optional`, async (request) => ({
        identity: (await app.identity.optionalIdentity(request)) ?? null,
      }));
    },
    services,
  );
}

/** A browser-like POST to better-auth: JSON body, the app's own Origin, and the session cookie if any. */
export function authPost(app: FastifyInstance, path: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: "POST",
    url: `/api/auth${path}`,
    headers: { origin: app.config.baseUrl, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

export function authGet(app: FastifyInstance, path: string, cookie?: string) {
  return app.inject({ method: "GET", url: `/api/auth${path}`, headers: cookie ? { cookie } : {} });
}
