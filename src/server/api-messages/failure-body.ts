import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { addVary, ERROR_VARY } from "../http/vary";
import { replyLanguage } from "./reply-language";
import { translateMessage, translatesMessage } from "./translate";

type FailureBody = { message: string; code?: string };

/**
 * A failure a route answers itself rather than by throwing (a throttle's 429, sent with its
 * Retry-After), said in the reader's language as the error handler says its own (decision 0146): the
 * translated `message` with SPEC's English beside it in `english`, `Content-Language` and `Vary`.
 * English leaves exactly as written. A throttled caller is answered without reaching the database.
 */
export async function failureInReadersLanguage<Body extends FailureBody>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
  { reachDatabase }: { reachDatabase: boolean },
): Promise<Body & { english?: string }> {
  const locale = await replyLanguage(app, request, { reachDatabase });
  addVary(reply, ERROR_VARY);
  const translated = locale !== "en" && translatesMessage(body.message);
  reply.header("content-language", translated ? locale : "en");
  if (!translated) return body;
  return { ...body, message: translateMessage(body.message, locale), english: body.message };
}
