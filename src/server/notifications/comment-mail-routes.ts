import { MAIL_LINK_PATHS, outcomePath } from "@shared/mail-links";
import { COMMENT_MAIL_TEXTS } from "@shared/notifications";
import { messageSchema } from "@shared/schemas";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, HttpError } from "../errors";
import { unsubscribePageUrl, verifyAccountMailToken } from "../mail/reader-links";
import { installFormParser } from "../newsletter/form-body";

const tokenSchema = z.string().trim().min(1).max(300);

/** Turns off the comment mail of the account a token names; false when the token is not ours. */
export async function stopCommentMail(app: FastifyInstance, token: string): Promise<boolean> {
  const userId = verifyAccountMailToken(app.config.authSecret, "comments", token);
  if (!userId) return false;
  await app.store.db.updateTable("profile").set({ notify_comments: 0 }).where("user_id", "=", userId).execute();
  return true;
}

const wantsHtml = (accept: string | undefined) => (accept ?? "").includes("text/html");

/**
 * The comment mail's unsubscribe (RFC 8058, decision 0107): the mail provider's one-click POST, and a
 * GET (a person, or a link scanner) that changes nothing and leads to the page whose button posts the
 * change as a form (decision 0115). The token in the query is the only credential.
 */
export const commentMailRoutes: FastifyPluginAsyncZod = async (app) => {
  installFormParser(app);

  app.post(
    "/notifications/unsubscribe",
    {
      schema: {
        tags: ["notifications"],
        summary: "Stop mail about comments and replies (RFC 8058 one-click)",
        description:
          "The token comes from the List-Unsubscribe header of a comment mail. A browser's form post (Accept: text/html) is sent on to the unsubscribe page with the outcome; others get JSON.",
        querystring: z.object({ token: tokenSchema.optional() }),
        body: z.object({ "List-Unsubscribe": z.string().optional(), token: tokenSchema.optional() }).optional(),
        response: { 200: messageSchema, 303: z.null(), ...errorResponses(400, 413) },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? request.body?.token;
      const stopped = token !== undefined && (await stopCommentMail(app, token));
      // A browser posting the page 0107 drew (still open in a tab) is sent to the app's page, not JSON;
      // nobody may keep that answer (as mail-forms/see-other.ts, which this folder does not import).
      if (wantsHtml(request.headers.accept)) {
        const outcome = stopped ? "stopped" : "bad-link";
        return reply
          .header("cache-control", "no-store")
          .redirect(outcomePath(MAIL_LINK_PATHS.commentMailUnsubscribe, outcome), 303);
      }
      if (!stopped) throw new HttpError(400, COMMENT_MAIL_TEXTS.badToken, "BAD_REQUEST");
      return reply.send({ message: COMMENT_MAIL_TEXTS.stopped });
    },
  );

  app.get(
    "/notifications/unsubscribe",
    {
      schema: {
        tags: ["notifications"],
        summary: "A browser opening a comment mail's List-Unsubscribe URL: sent on to the unsubscribe page",
        description:
          "A GET changes nothing (RFC 8058: link scanners fetch it); the page's button posts the change as a form.",
        querystring: z.object({ token: tokenSchema.optional() }),
        response: { 303: z.null() },
      },
    },
    async (request, reply) =>
      reply.redirect(unsubscribePageUrl(app.config.baseUrl, "comments", request.query.token), 303),
  );
};
