import { MAIL_LINK_PATHS, outcomePath } from "@shared/mail-links";
import type { FastifyPluginAsync } from "fastify";
import { stopFollowerMail } from "../delivery/follower-mail-routes";
import { field, fieldsOf } from "./form-fields";
import { seeOther } from "./see-other";

const { followerUnsubscribe } = MAIL_LINK_PATHS;

/**
 * The button of the follower mail's unsubscribe page (decision 0068), as a browser posts it without
 * scripts. Like the RFC 8058 one-click it sits beside, the token is the only credential.
 */
export const followerFormRoutes: FastifyPluginAsync = async (app) => {
  app.post(followerUnsubscribe, { schema: { hide: true } }, async (request, reply) => {
    const token = field(fieldsOf(request.body), "token");
    const stopped = token !== undefined && (await stopFollowerMail(app, token));
    return seeOther(reply, outcomePath(followerUnsubscribe, stopped ? "stopped" : "bad-link"));
  });
};
