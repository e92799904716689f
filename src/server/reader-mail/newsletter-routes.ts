import { UNSUBSCRIBE_API_PATHS } from "@shared/mail-links";
import {
  NEWSLETTER_TEXTS,
  newsletterTokenSchema,
  preferencesSchema,
  preferencesUpdateSchema,
} from "@shared/newsletter";
import { messageSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, HttpError } from "../errors";
import { linkLanguage } from "../i18n/request-locale";
import { preferencesUrl } from "../mail/reader-links";
import { subscriberFromLink, toPreferences } from "../newsletter/link";
import { unsubscribe, updatePreferences } from "../newsletter/store";

const tokenQuery = z.object({ token: newsletterTokenSchema });

/**
 * A newsletter subscriber's own links under /api: the one-click unsubscribe (RFC 8058) and the GET that
 * leads a person to the preferences page, and the preferences that page reads and saves. The link's
 * token is the only credential (decision 0067); subscribing and confirming stay with the newsletter.
 */
export const newsletterLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    UNSUBSCRIBE_API_PATHS.newsletter,
    {
      schema: {
        tags: ["newsletter"],
        summary: "Unsubscribe (RFC 8058 one-click, or the preferences page)",
        description:
          "Mail clients post `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe URL, token in the query, with no cookie or Origin; the page posts JSON `{token}`. The token is the only credential.",
        querystring: z.object({ token: newsletterTokenSchema.optional() }),
        body: z
          .object({ token: newsletterTokenSchema.optional(), "List-Unsubscribe": z.string().optional() })
          .optional(),
        response: { 200: messageSchema, ...errorResponses(400, 404, 413) },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new HttpError(400, NEWSLETTER_TEXTS.badToken, "BAD_REQUEST");
      const subscriber = await subscriberFromLink(app.store.db, app.config.authSecret, token);
      await unsubscribe(app.store.db, subscriber.id);
      return { message: NEWSLETTER_TEXTS.unsubscribed };
    },
  );

  app.get(
    UNSUBSCRIBE_API_PATHS.newsletter,
    {
      schema: {
        tags: ["newsletter"],
        summary: "A browser opening the List-Unsubscribe URL: sent on to the preferences page",
        description: "A GET changes nothing (RFC 8058: link scanners fetch it); the page offers the button.",
        querystring: tokenQuery,
      },
    },
    // The mail's language, when its link carried one, goes on to the page (decision 0145).
    async (request, reply) =>
      reply.redirect(preferencesUrl(app.config.baseUrl, request.query.token, linkLanguage(request)), 303),
  );

  app.get(
    "/newsletter/preferences",
    {
      schema: {
        tags: ["newsletter"],
        summary: "A subscriber's status, categories, frequency and mail language, by their link token",
        description: "`language` is null when none is stored: the mails are then in the site's default language.",
        querystring: tokenQuery,
        response: { 200: preferencesSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const subscriber = await subscriberFromLink(app.store.db, app.config.authSecret, request.query.token);
      // The token is personal; no shared cache may keep the answer.
      reply.header("cache-control", "no-store");
      return toPreferences(subscriber);
    },
  );

  app.put(
    "/newsletter/preferences",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Change categories (empty: all), frequency and, when given, the mail language",
        body: preferencesUpdateSchema,
        response: { 200: messageSchema, ...errorResponses(400, 404, 413) },
      },
    },
    async (request) => {
      const { token, categories, frequency, language } = request.body;
      const subscriber = await subscriberFromLink(app.store.db, app.config.authSecret, token);
      await updatePreferences(app.store.db, subscriber.id, { categories, frequency, language });
      return { message: NEWSLETTER_TEXTS.preferencesSaved };
    },
  );
};
