import { getIdToken } from "./auth";
import { errorPayload, sendJson, UNREACHABLE_MESSAGE } from "./http";

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
    () => new ApiRequestError(0, UNREACHABLE_MESSAGE),
  );
  if (!reply.ok) {
    const { message, issues, english } = errorPayload(reply.body);
    const said = message || `Request failed (${reply.status}).`;
    throw new ApiRequestError(reply.status, said, issues, english || said);
  }
  return { data: reply.body as T, headers: reply.headers };
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}
