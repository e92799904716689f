import { getIdToken } from "./auth";

/** A failed API call, carrying the server's `{message, issues}` so screens can show them as they are. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: string[] = [],
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
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
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: "same-origin",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiRequestError(0, "Could not reach the server. Check your connection and try again.");
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const payload = (body ?? {}) as { message?: unknown; issues?: unknown };
    const message = typeof payload.message === "string" ? payload.message : `Request failed (${response.status}).`;
    const issues = Array.isArray(payload.issues)
      ? payload.issues.filter((i): i is string => typeof i === "string")
      : [];
    throw new ApiRequestError(response.status, message, issues);
  }
  return { data: body as T, headers: response.headers };
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}
