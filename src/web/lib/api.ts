import { pageWord } from "../i18n/pageCatalogues";
import { getIdToken } from "./auth";
import { errorPayload, sendJson, UNREACHABLE_MESSAGE, unreachableMessage } from "./http";

/** A failed API call, carrying the server's `{message, issues}` so screens can show them as they are. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: string[] = [],
    /** SPEC's English of the message, which says which failure it is in any language (decision 0146). */
    readonly english: string = message,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** The server could not be reached: said in the page's language, compared by its English. */
export const unreachableError = () => new ApiRequestError(0, unreachableMessage(), [], UNREACHABLE_MESSAGE);

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Send the signed-in user's bearer ID token. */
  auth?: boolean;
  signal?: AbortSignal;
};

export type ApiResponse<T> = { data: T; headers: Headers };

/** Calls `/api{path}` and returns the parsed JSON body and headers; non-2xx responses throw ApiRequestError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.auth) {
    const token = await getIdToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const reply = await sendJson(
    `/api${path}`,
    { method: options.method ?? "GET", headers, body: options.body, signal: options.signal },
    () => unreachableError(),
  );
  if (!reply.ok) {
    const { message, issues, english } = errorPayload(reply.body);
    // A server that said nothing (a proxy's bare error page): the page's words, with the English to compare.
    const fallback = `Request failed (${reply.status}).`;
    const said = message || (pageWord("common.requestFailed", { status: reply.status }) ?? fallback);
    throw new ApiRequestError(reply.status, said, issues, english || message || fallback);
  }
  return { data: reply.body as T, headers: reply.headers };
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}
