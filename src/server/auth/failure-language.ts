import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { replyLanguage } from "../api-messages/reply-language";
import { translateMessage, translatesMessage } from "../api-messages/translate";
import { addVary, ERROR_VARY } from "../http/vary";

/**
 * better-auth answers its own failures (a wrong password, an address already taken) without passing
 * through the error handler, so they are said in the reader's language here, by the same catalogue
 * (decision 0146). Its English and every other answer leave exactly as better-auth wrote them.
 */
export async function inReadersLanguage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): Promise<Response> {
  if (response.status < 400 || !(response.headers.get("content-type") ?? "").includes("application/json")) {
    return response;
  }
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (typeof body !== "object" || body === null || typeof (body as { message?: unknown }).message !== "string") {
    return response;
  }
  const { message } = body as { message: string };
  const locale = await replyLanguage(app, request, { reachDatabase: response.status !== 429 });
  const translated = locale !== "en" && translatesMessage(message);
  addVary(reply, ERROR_VARY);
  reply.header("content-language", translated ? locale : "en");
  if (!translated) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, message: translateMessage(message, locale), english: message }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
