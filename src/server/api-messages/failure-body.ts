import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { addVary, ERROR_VARY } from "../http/vary";
import { replyLanguage } from "./reply-language";
import { translateMessage, translatesMessage } from "./translate";
import { type ValidationItem, zodDefaultIn } from "./zod-defaults";

/** A failure as it leaves: `{message, code?, issues?}`, and SPEC's English once the message is translated. */
export type FailureBody = { message: string; code?: string; issues?: string[]; english?: string };

/**
 * A failure's body in the reader's language (decision 0146), for the error handler and for the routes
 * that answer a failure themselves rather than by throwing (a throttle's 429, sent with its
 * Retry-After): the translated `message` and `issues` with SPEC's English beside the message in
 * `english`, `Content-Language` and `Vary`. English leaves exactly as written. `validation` lets zod's
 * own defaults be said too; `reachDatabase: false` answers a throttled caller without the database.
 */
export async function failureInReadersLanguage<Body extends FailureBody>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
  { reachDatabase = true, validation }: { reachDatabase?: boolean; validation?: ValidationItem[] } = {},
): Promise<Body> {
  const locale = await replyLanguage(app, request, { reachDatabase });
  addVary(reply, ERROR_VARY);
  /** A message in the reader's language, or undefined when neither zod nor the catalogue knows it. */
  const say = (message: string, item?: ValidationItem) =>
    (item && zodDefaultIn(item, locale)) ??
    (translatesMessage(message) ? translateMessage(message, locale) : undefined);
  const message = locale === "en" ? undefined : say(body.message, validation?.[0]);
  // A message the catalogue does not know leaves as written, and says so.
  reply.header("content-language", message !== undefined || locale === "en" ? locale : "en");
  if (locale === "en") return body;
  const issues = body.issues?.map((issue, index) => say(issue, validation?.[index]) ?? issue);
  return {
    ...body,
    message: message ?? body.message,
    ...(message !== undefined && message !== body.message ? { english: body.message } : {}),
    ...(issues ? { issues } : {}),
  };
}
