import { LANGUAGE_PARAM, outcomePath, type UnsubscribeOutcome } from "@shared/mail-links";
import type { FastifyPluginAsync } from "fastify";
import { field, fieldsOf } from "../http/form-fields";
import { seeOther } from "../http/see-other";
import { linkLanguage } from "../i18n/request-locale";
import type { AccountMail } from "../mail/reader-links";
import { ACCOUNT_MAILS, stopAccountMail } from "./account-mail";

/**
 * The button of an unsubscribe page (the follower mail's, decision 0068; the comment mail's, 0115), as
 * a browser posts it without scripts. Like the RFC 8058 one-click it sits beside, the token is the only
 * credential. The answer leaves the token out: the page that says so needs none. It keeps the mail's
 * language when the page posted `?lang=` (decision 0145).
 */
export const unsubscribeFormRoutes: FastifyPluginAsync = async (app) => {
  for (const kind of Object.keys(ACCOUNT_MAILS) as AccountMail[]) {
    const path = ACCOUNT_MAILS[kind].pagePath;
    app.post(path, { schema: { hide: true } }, async (request, reply) => {
      const token = field(fieldsOf(request.body), "token");
      const stopped = token !== undefined && (await stopAccountMail(app, kind, token));
      const outcome: UnsubscribeOutcome = stopped ? "stopped" : "bad-link";
      return seeOther(reply, outcomePath(path, outcome, { [LANGUAGE_PARAM]: linkLanguage(request) }));
    });
  }
};
