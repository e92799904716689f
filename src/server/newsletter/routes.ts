import { honeypotSchema, isHoneypotFilled } from "@shared/honeypot";
import { MESSAGES } from "@shared/messages";
import { confirmRequestSchema, NEWSLETTER_TEXTS, subscribeAnswerSchema } from "@shared/newsletter";
import { messageSchema, newsletterSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, HttpError, notFound } from "../errors";
import { installFormParser } from "../http/form-body";
import { accountLanguage } from "../i18n/account-language";
import { requestLocale } from "../i18n/request-locale";
import { subscriberToken } from "../mail/reader-links";
import { confirmationMail } from "../mail/templates/newsletter-confirm-mail";
import { siteSettings } from "../settings/service";
import { confirmSubscription, requestSubscription } from "./store";

export type NewsletterRouteOptions = { now: () => number };

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
      const settings = siteSettings(app.store.db);
      const siteName = await settings.title();
      // The language of the page they subscribed from, kept with them: what was readable to them then is
      // what their mails say, whichever device or default reads them later (decision 0145).
      const language = requestLocale(request, {
        userSetting: await accountLanguage(app, request),
        siteDefault: (await settings.get()).defaultLanguage,
      });
      await app.store.db.transaction().execute(async (trx) => {
        const { confirm } = await requestSubscription(trx, { ...subscription, language }, now());
        if (!confirm) return;
        const { subscriber, token } = confirm;
        const mail = confirmationMail(
          baseUrl,
          subscriber.email,
          token,
          subscriberToken(authSecret, subscriber.id, subscriber.token),
          siteName,
          language,
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
};
