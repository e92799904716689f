// Test-only: a fetch stand-in that sees query strings and can send headers such as X-Total-Count.
import { vi } from "vitest";

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };
export type ApiAnswer = { status?: number; json?: unknown; headers?: Record<string, string> };

/** Answers /api calls with `answer`; a call it does not expect (undefined) fails the test loudly. */
export function stubApi(answer: (call: ApiCall) => ApiAnswer | undefined) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const call: ApiCall = {
      method: init?.method ?? "GET",
      path: url.pathname.replace(/^\/api/u, ""),
      query: url.searchParams,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const result = answer(call);
    if (!result) throw new Error(`Unexpected call ${call.method} ${url.pathname}${url.search}`);
    const { status = 200, json, headers = {} } = result;
    return new Response(json === undefined ? "" : JSON.stringify(json), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
