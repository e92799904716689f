import { messageSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, HttpError } from "../errors";
import { installFormParser } from "../newsletter/form-body";
import { followerSettingsUrl, verifyFollowerToken } from "./follower-links";

export const FOLLOWER_MAIL_TEXTS = {
  stopped: "You will get no more mail when writers you follow publish. Turn it back on in Settings.",
  badToken: "This unsubscribe link is not valid.",
} as const;

const tokenSchema = z.string().trim().min(1).max(300);

/**
 * The one-click unsubscribe of follower mails (RFC 8058): a mail provider posts the form
 * `List-Unsubscribe=One-Click` with no cookie or Origin, the token in the query being the only
 * credential. A GET (a person, or a link scanner) changes nothing and leads to Settings.
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
      const userId = token ? verifyFollowerToken(app.config.authSecret, token) : undefined;
      if (!userId) throw new HttpError(400, FOLLOWER_MAIL_TEXTS.badToken, "BAD_REQUEST");
      await app.store.db.updateTable("profile").set({ notify_followed: 0 }).where("user_id", "=", userId).execute();
      return { message: FOLLOWER_MAIL_TEXTS.stopped };
    },
  );

  app.get(
    "/follows/unsubscribe",
    {
      schema: {
        tags: ["follows"],
        summary: "A browser opening a follower mail's List-Unsubscribe URL: sent on to Settings",
        description: "A GET changes nothing (RFC 8058: link scanners fetch it).",
        querystring: z.object({ token: tokenSchema.optional() }),
        response: { 303: z.null() },
      },
    },
    async (_request, reply) => reply.redirect(followerSettingsUrl(app.config.baseUrl), 303),
  );
};
