import { honeypotSchema, isHoneypotFilled } from "@shared/honeypot";
import { MESSAGES } from "@shared/messages";
import {
  confirmRequestSchema,
  NEWSLETTER_TEXTS,
  newsletterTokenSchema,
  preferencesSchema,
  preferencesUpdateSchema,
  subscribeAnswerSchema,
} from "@shared/newsletter";
import { messageSchema, newsletterSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, HttpError, notFound } from "../errors";
import { preferencesUrl, subscriberToken } from "../mail/reader-links";
import { confirmationMail } from "../mail/templates/newsletter-confirm-mail";
import { siteSettings } from "../settings/service";
import { installFormParser } from "./form-body";
import { subscriberFromLink, toPreferences } from "./link";
import { confirmSubscription, requestSubscription, unsubscribe, updatePreferences } from "./store";

export type NewsletterRouteOptions = { now: () => number };

const tokenQuery = z.object({ token: newsletterTokenSchema });

export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRouteOptions> = async (app, { now }) => {
  installFormParser(app);

  app.post(
    "/newsletter",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Ask to subscribe an email address to the newsletter (double opt-in)",
        description:
          "Always 201 with the same answer, whether the address is new, pending, confirmed or unsubscribed, so the answer tells nobody who subscribes. A new, pending or unsubscribed address gets a confirmation mail, at most one every 10 minutes. `website` is the form's honeypot: filled in, the answer is the same and nothing is stored or sent.",
        body: newsletterSchema.extend({ website: honeypotSchema }),
        response: { 201: subscribeAnswerSchema, ...errorResponses(400, 413) },
      },
    },
    async (request, reply) => {
      const { baseUrl, authSecret } = app.config;
      const { website, ...subscription } = request.body;
      // A bot filled the hidden field: the same answer as anyone's, and no row or mail behind it.
      if (isHoneypotFilled(website)) {
        return reply.status(201).send({ message: MESSAGES.newsletterSuccess, confirm: NEWSLETTER_TEXTS.checkInbox });
      }
      const siteName = await siteSettings(app.store.db).title();
      await app.store.db.transaction().execute(async (trx) => {
        const { confirm } = await requestSubscription(trx, subscription, now());
        if (!confirm) return;
        const { subscriber, token } = confirm;
        const mail = confirmationMail(
          baseUrl,
          subscriber.email,
          token,
          subscriberToken(authSecret, subscriber.id, subscriber.token),
          siteName,
        );
        await app.mailer.enqueue(trx, mail, { groupKey: `newsletter:${subscriber.id}` });
      });
      // Queued inside the transaction: the worker looks once it is committed.
      app.jobs.wake();
      return reply.status(201).send({ message: MESSAGES.newsletterSuccess, confirm: NEWSLETTER_TEXTS.checkInbox });
    },
  );

  app.post(
    "/newsletter/confirm",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Confirm a subscription with the token from the confirmation mail",
        description:
          "A POST from the confirmation page's button, never a GET: mail scanners fetch every link in a mail.",
        body: confirmRequestSchema,
        response: { 200: messageSchema, ...errorResponses(400, 404, 413) },
      },
    },
    async (request) => {
      const outcome = await confirmSubscription(app.store.db, request.body.token, now());
      if (outcome === "unknown") throw notFound(NEWSLETTER_TEXTS.confirmNotFound);
      if (outcome === "expired") throw new HttpError(400, NEWSLETTER_TEXTS.confirmExpired, "EXPIRED");
      return { message: NEWSLETTER_TEXTS.confirmed };
    },
  );

  app.post(
    "/newsletter/unsubscribe",
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
    "/newsletter/unsubscribe",
    {
      schema: {
        tags: ["newsletter"],
        summary: "A browser opening the List-Unsubscribe URL: sent on to the preferences page",
        description: "A GET changes nothing (RFC 8058: link scanners fetch it); the page offers the button.",
        querystring: tokenQuery,
      },
    },
    async (request, reply) => reply.redirect(preferencesUrl(app.config.baseUrl, request.query.token), 303),
  );

  app.get(
    "/newsletter/preferences",
    {
      schema: {
        tags: ["newsletter"],
        summary: "A subscriber's status, categories and frequency, by their link token",
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
        summary: "Change categories (empty: all) and frequency",
        body: preferencesUpdateSchema,
        response: { 200: messageSchema, ...errorResponses(400, 404, 413) },
      },
    },
    async (request) => {
      const { token, categories, frequency } = request.body;
      const subscriber = await subscriberFromLink(app.store.db, app.config.authSecret, token);
      await updatePreferences(app.store.db, subscriber.id, { categories, frequency });
      return { message: NEWSLETTER_TEXTS.preferencesSaved };
    },
  );
};
