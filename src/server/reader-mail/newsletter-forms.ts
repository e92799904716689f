import {
  type ConfirmOutcome,
  LANGUAGE_PARAM,
  MAIL_LINK_PATHS,
  outcomePath,
  type PreferencesOutcome,
} from "@shared/mail-links";
import {
  frequencySchema,
  mailLanguageSchema,
  newsletterCategoriesSchema,
  newsletterTokenSchema,
} from "@shared/newsletter";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { HttpError } from "../errors";
import { field, fieldList, fieldsOf } from "../http/form-fields";
import { seeOther } from "../http/see-other";
import { linkLanguage } from "../i18n/request-locale";
import { subscriberFromLink } from "../newsletter/link";
import { confirmSubscription, type Subscriber, unsubscribe, updatePreferences } from "../newsletter/store";

const { newsletterConfirm, newsletterPreferences } = MAIL_LINK_PATHS;

/**
 * The preferences form's choices, read only once its token has proved whose they are. A form without
 * the language (drawn before it could be chosen) leaves the stored one as it is.
 */
const choicesSchema = z.object({
  categories: newsletterCategoriesSchema,
  frequency: frequencySchema,
  language: mailLanguageSchema.optional(),
});

const CONFIRM_ANSWER: Record<Awaited<ReturnType<typeof confirmSubscription>>, ConfirmOutcome> = {
  confirmed: "confirmed",
  expired: "expired",
  unknown: "not-found",
};

/** The subscriber a form's link token names, or undefined for a forged, revoked or malformed one. */
async function subscriberOf(app: FastifyInstance, token: string | undefined): Promise<Subscriber | undefined> {
  if (token === undefined || !newsletterTokenSchema.safeParse(token).success) return undefined;
  try {
    return await subscriberFromLink(app.store.db, app.config.authSecret, token);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/**
 * The newsletter pages' own form posts (decision 0068): the confirmation page's button and the
 * preferences page's Save and Unsubscribe, as a browser sends them without scripts. The token in the
 * form is the only credential, as for RFC 8058's one-click: no cookie, so nothing for another site to
 * forge. The JSON API under /api/newsletter stays for the pages once their scripts run. A page opened
 * from a mail posts to `?lang=` of the mail's language, which the answer keeps (decision 0145).
 */
export const newsletterFormRoutes: FastifyPluginAsync<{ now: () => number }> = async (app, { now }) => {
  app.post(newsletterConfirm, { schema: { hide: true } }, async (request, reply) => {
    const token = field(fieldsOf(request.body), "token");
    const valid = token !== undefined && newsletterTokenSchema.safeParse(token).success;
    const outcome = valid ? await confirmSubscription(app.store.db, token, now()) : "unknown";
    const language = { [LANGUAGE_PARAM]: linkLanguage(request) };
    return seeOther(reply, outcomePath(newsletterConfirm, CONFIRM_ANSWER[outcome], language));
  });

  app.post(newsletterPreferences, { schema: { hide: true } }, async (request, reply) => {
    const fields = fieldsOf(request.body);
    const token = field(fields, "token");
    // Whose preferences first; only then whether the choices make sense (decision 0067's order).
    const subscriber = await subscriberOf(app, token);
    const language = { [LANGUAGE_PARAM]: linkLanguage(request) };
    const back = (outcome: PreferencesOutcome) =>
      seeOther(
        reply,
        outcomePath(newsletterPreferences, outcome, outcome === "bad-link" ? language : { token, ...language }),
      );
    if (!subscriber) return back("bad-link");
    // The two buttons of one form: each names itself, so the browser says which was pressed.
    if (field(fields, "action") === "unsubscribe") {
      await unsubscribe(app.store.db, subscriber.id);
      return back("unsubscribed");
    }
    const choices = choicesSchema.safeParse({
      categories: fieldList(fields, "categories"),
      frequency: field(fields, "frequency"),
      language: field(fields, "language"),
    });
    if (!choices.success) return back("not-saved");
    await updatePreferences(app.store.db, subscriber.id, choices.data);
    return back("saved");
  });
};
