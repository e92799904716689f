import { LANGUAGE_PARAM, MAIL_LINK_PATHS, outcomePath, type ResetProblem } from "@shared/mail-links";
import { PASSWORD_MESSAGES, passwordProblems } from "@shared/password";
import { APIError } from "better-auth/api";
import type { FastifyPluginAsync } from "fastify";
import { field, fieldsOf } from "../http/form-fields";
import { seeOther } from "../http/see-other";
import { linkLanguage } from "../i18n/request-locale";

const { resetPassword } = MAIL_LINK_PATHS;

/** SPEC §5's failing rules, by name, for the page to list again; the passwords themselves never go in a URL. */
function problemsOf(password: string, confirm: string): ResetProblem[] {
  const failing = passwordProblems(password);
  const rules = (Object.keys(PASSWORD_MESSAGES) as Array<keyof typeof PASSWORD_MESSAGES>).filter((rule) =>
    failing.includes(PASSWORD_MESSAGES[rule]),
  );
  return password === confirm ? rules : [...rules, "mismatch"];
}

/** better-auth's answer to a used, expired or made-up reset token. */
const isInvalidToken = (error: unknown) =>
  error instanceof APIError && (error.body as { code?: unknown } | undefined)?.code === "INVALID_TOKEN";

/**
 * The reset page's form as a browser posts it without scripts (decision 0068): the token from the
 * mail's link and the new password twice. The same rules as /api/auth/reset-password, then
 * better-auth's own reset on the server (which ends every session), and back to the page to say how
 * it went. The token is the only credential: a cookie plays no part, so there is nothing to forge.
 */
export const resetFormRoutes: FastifyPluginAsync = async (app) => {
  app.post(resetPassword, { schema: { hide: true } }, async (request, reply) => {
    const fields = fieldsOf(request.body);
    const token = field(fields, "token");
    // A page opened from the mail posts to `?lang=` of the mail's language, which every answer keeps.
    const language = { [LANGUAGE_PARAM]: linkLanguage(request) };
    if (!token) return seeOther(reply, outcomePath(resetPassword, "bad-link", language));
    // Untrimmed: spaces a reader typed into a password are part of it.
    const password = typeof fields.newPassword === "string" ? fields.newPassword : "";
    const confirm = typeof fields.confirmPassword === "string" ? fields.confirmPassword : "";
    const problems = problemsOf(password, confirm);
    if (problems.length > 0) {
      return seeOther(
        reply,
        outcomePath(resetPassword, "refused", { token, problems: problems.join(","), ...language }),
      );
    }
    try {
      await app.auth.api.resetPassword({ body: { token, newPassword: password } });
    } catch (error) {
      if (isInvalidToken(error)) return seeOther(reply, outcomePath(resetPassword, "bad-link", language));
      throw error;
    }
    // Every session of the account ended: tokens bound to them stop here at once, as after the API's reset.
    app.identity.forgetSessions();
    return seeOther(reply, outcomePath(resetPassword, "done", language));
  });
};
