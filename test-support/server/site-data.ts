import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { App } from "@server/app";
import { connect, type Store } from "@server/db/connect";
import { expect } from "vitest";
import { bearer, cookieHeader, fetchToken, type TestUser } from "./users";

/** A private folder for files a test writes (exports, backups, SQLite databases). */
export function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "inkwell-site-data-"));
}

/** A store on a database nobody else uses: a fresh PostgreSQL schema, or the SQLite path as given. */
export function connectFresh(url: string): Promise<Store> {
  const isSqlite = !url.includes("://");
  return connect(url, isSqlite ? {} : { schema: `t_${randomBytes(6).toString("hex")}` });
}

/** Signs in through better-auth's real endpoint, as the browser does, and returns a fresh bearer token. */
export async function signIn(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: app.config.baseUrl },
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return fetchToken(app, cookieHeader(response.headers["set-cookie"]));
}

/** Posts through the API and insists it was created. */
export async function postCreated(app: App, url: string, payload: Record<string, unknown>, user?: TestUser) {
  const response = await app.inject({ method: "POST", url, payload, headers: user ? bearer(user.token) : {} });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
  return response;
}
