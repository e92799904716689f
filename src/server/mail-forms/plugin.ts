import type { FastifyPluginAsync } from "fastify";
import { installFormFieldsParser } from "./form-fields";
import { newsletterFormRoutes } from "./newsletter";
import { resetFormRoutes } from "./reset-password";
import { unsubscribeFormRoutes } from "./unsubscribe";

/**
 * The form posts of the pages that mails link to (issue 41, decision 0068), at the pages' own paths
 * outside /api: each does its change and answers 303 back to its page, so those pages work with
 * scripts off. After installAuth (the reset needs better-auth) and before the pages. Its form parser
 * stays inside this plugin, so the API never accepts form bodies.
 */
export const mailFormRoutes: FastifyPluginAsync<{ now: () => number }> = async (scope, { now }) => {
  installFormFieldsParser(scope);
  await scope.register(newsletterFormRoutes, { now });
  await scope.register(unsubscribeFormRoutes);
  await scope.register(resetFormRoutes);
};
