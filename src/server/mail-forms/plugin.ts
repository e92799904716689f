import type { FastifyInstance } from "fastify";
import { registerFollowerForm } from "./follower";
import { installFormFieldsParser } from "./form-fields";
import { registerNewsletterForms } from "./newsletter";
import { registerResetForm } from "./reset-password";

/**
 * The form posts of the pages that mails link to (issue 41, decision 0068), at the pages' own paths
 * outside /api: each does its change and answers 303 back to its page, so those pages work with
 * scripts off. After registerAuth (the reset needs better-auth) and before the pages.
 */
export async function registerMailForms(app: FastifyInstance, deps: { now: () => number }): Promise<void> {
  await app.register(async (scope) => {
    installFormFieldsParser(scope);
    registerNewsletterForms(scope, deps.now);
    registerFollowerForm(scope);
    registerResetForm(scope);
  });
}
