import type { FastifyPluginAsync } from "fastify";
import { installFormParser } from "../http/form-body";
import { installFormFieldsParser } from "../http/form-fields";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { accountMailRoutes } from "./account-mail-routes";
import { newsletterFormRoutes } from "./newsletter-forms";
import { newsletterLinkRoutes } from "./newsletter-routes";
import { resetFormRoutes } from "./reset-form";
import { unsubscribeFormRoutes } from "./unsubscribe-forms";

/**
 * What a reader's mail links reach under /api: every mail's one-click unsubscribe (RFC 8058) with the
 * GET that leads a person to its page, and the newsletter's preferences. The one-click posts come as
 * forms, so this scope reads them; a token is personal, so no cache keeps an answer.
 */
export const readerMailApiRoutes: FastifyPluginAsync = async (api) => {
  installFormParser(api);
  api.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", PRIVATE_CACHE_CONTROL);
  });
  await api.register(accountMailRoutes);
  await api.register(newsletterLinkRoutes);
};

/**
 * The form posts of the pages that mails link to (issue 41, decision 0068; the password reset's too), at the pages' own paths
 * outside /api: each does its change and answers 303 back to its page, so those pages work with
 * scripts off. After installAuth (the reset needs better-auth) and before the pages. Its form parser
 * stays inside this plugin, so the API never accepts form bodies.
 */
export const readerMailFormRoutes: FastifyPluginAsync<{ now: () => number }> = async (scope, { now }) => {
  installFormFieldsParser(scope);
  await scope.register(newsletterFormRoutes, { now });
  await scope.register(unsubscribeFormRoutes);
  await scope.register(resetFormRoutes);
};
