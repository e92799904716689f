import { FOLLOWER_MAIL_TEXTS } from "@shared/mail-links";
import { messageSchema } from "@shared/schemas";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, HttpError } from "../errors";
import { unsubscribePageUrl, verifyAccountMailToken } from "../mail/reader-links";
import { installFormParser } from "../newsletter/form-body";

export { FOLLOWER_MAIL_TEXTS };

const tokenSchema = z.string().trim().min(1).max(300);

/** Turns off the follower mails of the account a token names; false when the token is not ours. */
export async function stopFollowerMail(app: FastifyInstance, token: string): Promise<boolean> {
  const userId = verifyAccountMailToken(app.config.authSecret, "follower", token);
  if (!userId) return false;
  await app.store.db.updateTable("profile").set({ notify_followed: 0 }).where("user_id", "=", userId).execute();
  return true;
}

/**
 * The one-click unsubscribe of follower mails (RFC 8058): a mail provider posts the form
 * `List-Unsubscribe=One-Click` with no cookie or Origin, the token in the query being the only
 * credential. A GET (a person, or a link scanner) changes nothing and leads to the page whose button
 * posts the same change as a form (decision 0068).
 */
export const followerMailRoutes: FastifyPluginAsyncZod = async (app) => {
  installFormParser(app);

  app.post(
    "/follows/unsubscribe",
    {
      schema: {
        tags: ["follows"],
        summary: "Stop mail about new posts of followed writers (RFC 8058 one-click)",
        description:
          "The token comes from the List-Unsubscribe header of a follower mail. Following stays as it is; only the mail stops.",
        querystring: z.object({ token: tokenSchema.optional() }),
        body: z.object({ "List-Unsubscribe": z.string().optional(), token: tokenSchema.optional() }).optional(),
        response: { 200: messageSchema, ...errorResponses(400, 413) },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token || !(await stopFollowerMail(app, token))) {
        throw new HttpError(400, FOLLOWER_MAIL_TEXTS.badToken, "BAD_REQUEST");
      }
      return { message: FOLLOWER_MAIL_TEXTS.stopped };
    },
  );

  app.get(
    "/follows/unsubscribe",
    {
      schema: {
        tags: ["follows"],
        summary: "A browser opening a follower mail's List-Unsubscribe URL: sent on to the unsubscribe page",
        description:
          "A GET changes nothing (RFC 8058: link scanners fetch it); the page's button posts the change as a form.",
        querystring: z.object({ token: tokenSchema.optional() }),
        response: { 303: z.null() },
      },
    },
    async (request, reply) =>
      reply.redirect(unsubscribePageUrl(app.config.baseUrl, "follower", request.query.token), 303),
  );
};
