import { MAIL_LINK_PATHS, outcomePath, type UnsubscribeOutcome } from "@shared/mail-links";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { stopFollowerMail } from "../delivery/follower-mail-routes";
import { stopCommentMail } from "../notifications/comment-mail-routes";
import { field, fieldsOf } from "./form-fields";
import { seeOther } from "./see-other";

/** Each unsubscribe page's path, and what its token stops (false when the token is not the site's). */
const UNSUBSCRIBE_PAGES: Array<[path: string, stop: (app: FastifyInstance, token: string) => Promise<boolean>]> = [
  [MAIL_LINK_PATHS.followerUnsubscribe, stopFollowerMail],
  [MAIL_LINK_PATHS.commentMailUnsubscribe, stopCommentMail],
];

/**
 * The button of an unsubscribe page (the follower mail's, decision 0068; the comment mail's, 0115), as
 * a browser posts it without scripts. Like the RFC 8058 one-click it sits beside, the token is the only
 * credential. The answer leaves the token out: the page that says so needs none.
 */
export const unsubscribeFormRoutes: FastifyPluginAsync = async (app) => {
  for (const [path, stop] of UNSUBSCRIBE_PAGES) {
    app.post(path, { schema: { hide: true } }, async (request, reply) => {
      const token = field(fieldsOf(request.body), "token");
      const outcome: UnsubscribeOutcome = token !== undefined && (await stop(app, token)) ? "stopped" : "bad-link";
      return seeOther(reply, outcomePath(path, outcome));
    });
  }
};
