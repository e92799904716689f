import type { FastifyReply, FastifyRequest } from "fastify";

/** Connection-level headers describe the hop to Fastify, not the request better-auth should see. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "expect", "content-length"]);

export type WebRequestInit = {
  /** Path and query as better-auth should see them (may differ from the incoming URL after a rewrite). */
  url: string;
  body: Uint8Array<ArrayBuffer> | string | undefined;
  /** Replaces the incoming content type, for bodies re-serialised as JSON. */
  contentType?: string;
};

/**
 * Builds the Web Request better-auth's handler takes. The origin is the configured base URL rather
 * than the Host header, so a spoofed Host cannot change the URLs better-auth builds.
 */
export function toWebRequest(request: FastifyRequest, origin: string, init: WebRequestInit): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  if (init.contentType) headers.set("content-type", init.contentType);
  // better-auth records the client address with each session from these headers; it gets the one
  // Fastify settled on under TRUST_PROXY, never whatever the caller wrote.
  headers.delete("x-real-ip");
  headers.set("x-forwarded-for", request.ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && init.body !== undefined;
  // A content type with no body makes better-auth try, and fail, to parse nothing.
  if (!hasBody) headers.delete("content-type");
  return new Request(new URL(init.url, origin), {
    method: request.method,
    headers,
    ...(hasBody ? { body: init.body } : {}),
  });
}

/** Copies a Web Response onto the Fastify reply, keeping every Set-Cookie as its own header. */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name === "set-cookie" || HOP_HEADERS.has(name)) return;
    reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  return reply.send(body);
}
