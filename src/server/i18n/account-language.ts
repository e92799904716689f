import type { InterfaceLocale } from "@shared/locales";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readerSettings } from "../profiles/store";

/**
 * The account behind a request's session cookie: a page or a form post comes from the browser with its
 * cookie, never with the bearer token the API takes (the app fetches that by script).
 */
export async function sessionAccountId(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  const cookie = request.headers.cookie;
  if (!cookie) return undefined;
  const session = await app.auth.api.getSession({ headers: new Headers({ cookie }) });
  return session?.user.id;
}

/**
 * The interface language the signed-in account chose, or null. A failed lookup is no reason to fail
 * the page: it is drawn in the language the browser asks for instead.
 */
export async function accountLanguage(app: FastifyInstance, request: FastifyRequest): Promise<InterfaceLocale | null> {
  try {
    const accountId = await sessionAccountId(app, request);
    return accountId ? (await readerSettings(app.store, accountId)).language : null;
  } catch (error) {
    request.log.warn({ err: error }, "the account's language could not be read; the browser's is used");
    return null;
  }
}
