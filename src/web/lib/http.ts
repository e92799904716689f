import { pageWord } from "../i18n/pageCatalogues";

/** What both HTTP clients (the API's and the identity provider's) get back from one JSON call. */
export type JsonReply = { ok: boolean; status: number; body: unknown; headers: Headers };

export const UNREACHABLE_MESSAGE = "Could not reach the server. Check your connection and try again.";

/**
 * UNREACHABLE_MESSAGE in the page's language (the shell's `common.unreachable`); English where no page
 * adopted an I18n (the server, the tests). Its English is UNREACHABLE_MESSAGE, to compare against.
 */
export const unreachableMessage = (): string => pageWord("common.unreachable") ?? UNREACHABLE_MESSAGE;

/**
 * One JSON request on the same origin. A network failure throws `onUnreachable()` (each client has
 * its own error type); a body that is empty or not JSON reads as undefined rather than throwing.
 */
export async function sendJson(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown; signal?: AbortSignal },
  onUnreachable: () => Error,
): Promise<JsonReply> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      credentials: "same-origin",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw onUnreachable();
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { ok: response.ok, status: response.status, body, headers: response.headers };
}

/**
 * The `{message, issues}` of an error body, whatever shape the server actually sent, and the message's
 * English (`english`, sent beside a translated message; the message itself when in English).
 */
export function errorPayload(body: unknown): { message: string; issues: string[]; english: string } {
  const payload = (body ?? {}) as { message?: unknown; issues?: unknown; english?: unknown };
  const message = typeof payload.message === "string" ? payload.message : "";
  return {
    message,
    english: typeof payload.english === "string" ? payload.english : message,
    issues: Array.isArray(payload.issues) ? payload.issues.filter((i): i is string => typeof i === "string") : [],
  };
}
