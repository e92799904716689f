import { COMMENT_MAIL_TEXTS } from "@shared/notifications";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../errors";
import { installFormParser } from "../newsletter/form-body";
import { verifyCommentMailToken } from "./comment-mail-links";

const tokenSchema = z.string().trim().min(1).max(300);

/** Turns off the comment mail of the account a token names; false when the token is not ours. */
export async function stopCommentMail(app: FastifyInstance, token: string): Promise<boolean> {
  const userId = verifyCommentMailToken(app.config.authSecret, token);
  if (!userId) return false;
  await app.store.db.updateTable("profile").set({ notify_comments: 0 }).where("user_id", "=", userId).execute();
  return true;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/gu, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A page of its own, drawn here: no script, no app bundle, readable in both colour schemes by default. */
function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(COMMENT_MAIL_TEXTS.pageTitle)}</title></head><body><main><h1>${escapeHtml(COMMENT_MAIL_TEXTS.pageTitle)}</h1>${body}<p><a href="/settings">Settings</a></p></main></body></html>`;
}

const wantsHtml = (accept: string | undefined) => (accept ?? "").includes("text/html");

/**
 * The comment mail's unsubscribe (RFC 8058, decision 0107): the mail provider's one-click POST, and the
 * page a person opening the link sees, whose button posts the same form without scripts. The token in
 * the query is the only credential; a GET changes nothing, since link scanners fetch it.
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
          "The token comes from the List-Unsubscribe header of a comment mail. A browser's form post (Accept: text/html) gets a page back; others JSON.",
        querystring: z.object({ token: tokenSchema.optional() }),
        body: z.object({ "List-Unsubscribe": z.string().optional(), token: tokenSchema.optional() }).optional(),
        // No response schema: a browser's post is answered with a page, others with {message}.
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? request.body?.token;
      const stopped = token !== undefined && (await stopCommentMail(app, token));
      if (wantsHtml(request.headers.accept)) {
        const text = stopped ? COMMENT_MAIL_TEXTS.stopped : COMMENT_MAIL_TEXTS.badToken;
        return reply
          .status(stopped ? 200 : 400)
          .type("text/html; charset=utf-8")
          .send(page(`<p role="status">${escapeHtml(text)}</p>`));
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
        summary: "The page a comment mail's unsubscribe link opens: one button, no scripts",
        description: "A GET changes nothing (RFC 8058: link scanners fetch it).",
        querystring: z.object({ token: tokenSchema.optional() }),
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      reply.header("cache-control", "private, no-store").type("text/html; charset=utf-8");
      if (!token) return reply.status(400).send(page(`<p>${escapeHtml(COMMENT_MAIL_TEXTS.badToken)}</p>`));
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
      return reply.send(
        page(
          `<p>${escapeHtml(COMMENT_MAIL_TEXTS.pageIntro)}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(COMMENT_MAIL_TEXTS.button)}</button></form>`,
        ),
      );
    },
  );
};
