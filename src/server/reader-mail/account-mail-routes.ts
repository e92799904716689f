import { LANGUAGE_PARAM, outcomePath } from "@shared/mail-links";
import { messageSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, HttpError } from "../errors";
import { seeOther } from "../http/see-other";
import { linkLanguage } from "../i18n/request-locale";
import { type AccountMail, unsubscribePageUrl } from "../mail/reader-links";
import { ACCOUNT_MAILS, stopAccountMail } from "./account-mail";

const tokenSchema = z.string().trim().min(1).max(300);

const wantsHtml = (accept: string | undefined) => (accept ?? "").includes("text/html");

/**
 * The account mails' unsubscribe under /api (RFC 8058; decisions 0068, 0107, 0115), one pair per row of
 * ACCOUNT_MAILS: the mail provider's one-click POST, whose only credential is the token in the query
 * (no cookie, no Origin), and a GET (a person, or a link scanner) that changes nothing and leads to the
 * page whose button posts the change as a form.
 * A row that `answersBrowsers` sends a browser's form post on to its page with the outcome.
 */
export const accountMailRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [kind, mail] of Object.entries(ACCOUNT_MAILS) as Array<
    [AccountMail, (typeof ACCOUNT_MAILS)[AccountMail]]
  >) {
    app.post(
      mail.apiPath,
      {
        schema: {
          tags: [mail.tag],
          summary: mail.summary,
          description: mail.description,
          querystring: z.object({ token: tokenSchema.optional() }),
          body: z.object({ "List-Unsubscribe": z.string().optional(), token: tokenSchema.optional() }).optional(),
          response: {
            200: messageSchema,
            ...(mail.answersBrowsers ? { 303: z.null() } : {}),
            ...errorResponses(400, 413),
          },
        },
      },
      async (request, reply) => {
        const token = request.query.token ?? request.body?.token;
        const stopped = token !== undefined && (await stopAccountMail(app, kind, token));
        if (mail.answersBrowsers && wantsHtml(request.headers.accept)) {
          const language = { [LANGUAGE_PARAM]: linkLanguage(request) };
          return seeOther(reply, outcomePath(mail.pagePath, stopped ? "stopped" : "bad-link", language));
        }
        if (!stopped) throw new HttpError(400, mail.texts.badToken, "BAD_REQUEST");
        return reply.send({ message: mail.texts.stopped });
      },
    );

    app.get(
      mail.apiPath,
      {
        schema: {
          tags: [mail.tag],
          summary: `A browser opening ${mail.name}'s List-Unsubscribe URL: sent on to the unsubscribe page`,
          description:
            "A GET changes nothing (RFC 8058: link scanners fetch it); the page's button posts the change as a form.",
          querystring: z.object({ token: tokenSchema.optional() }),
          response: { 303: z.null() },
        },
      },
      // The mail's language, when its link carried one, goes on to the page (decision 0145).
      async (request, reply) =>
        reply.redirect(unsubscribePageUrl(app.config.baseUrl, kind, request.query.token, linkLanguage(request)), 303),
    );
  }
};
