import { z } from "zod";
import { CATEGORIES } from "./categories";
import { INTERFACE_LOCALES } from "./locales";

/** Texts of the double opt-in (issue 22) that both the server and the pages show. */
export const NEWSLETTER_TEXTS = {
  checkInbox: "Check your inbox to confirm.",
  confirmed: "Your subscription is confirmed. Welcome aboard!",
  confirmNotFound: "This confirmation link is not valid or has already been used.",
  confirmExpired: "This confirmation link has expired. Subscribe again to get a new one.",
  badToken: "This newsletter link is not valid.",
  unsubscribed: "You are unsubscribed and will get no more newsletter mail.",
  preferencesSaved: "Your newsletter preferences are saved.",
} as const;

export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const FREQUENCIES = ["each", "weekly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Empty means every category; a name not among the five is refused rather than silently dropped. */
export const newsletterCategoriesSchema = z
  .array(z.enum(CATEGORIES, { error: `Newsletter categories must be among ${CATEGORIES.join(", ")}.` }), {
    error: "categories must be a list of category names.",
  })
  .max(CATEGORIES.length)
  .transform((names) => [...new Set(names)]);

export const frequencySchema = z.enum(FREQUENCIES, { error: `frequency must be one of ${FREQUENCIES.join(", ")}.` });

/** The language the newsletter's mails are written in (decision 0145): one of the interface's. */
export const mailLanguageSchema = z.enum(INTERFACE_LOCALES, {
  error: `language must be one of ${INTERFACE_LOCALES.join(", ")}.`,
});

/** A token as links carry it; long enough for any we issue, short enough to refuse junk early. */
export const newsletterTokenSchema = z
  .string({ error: NEWSLETTER_TEXTS.badToken })
  .min(1, { error: NEWSLETTER_TEXTS.badToken })
  .max(200, { error: NEWSLETTER_TEXTS.badToken });

export const subscribeAnswerSchema = z.object({ message: z.string(), confirm: z.string() });
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>;

export const confirmRequestSchema = z.object({ token: newsletterTokenSchema });

export const preferencesSchema = z.object({
  /** Masked: a forwarded mail's link must not hand the address to whoever holds it. */
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  categories: z.array(z.enum(CATEGORIES)),
  frequency: frequencySchema,
  /** The mails' language; null when none is stored (subscribed before 0145, or imported): the site's default. */
  language: z.enum(INTERFACE_LOCALES).nullable(),
});
export type NewsletterPreferences = z.infer<typeof preferencesSchema>;

export const preferencesUpdateSchema = z.object({
  token: newsletterTokenSchema,
  categories: newsletterCategoriesSchema,
  frequency: frequencySchema,
  /** Absent: the stored language stays as it is (clients from before it could be changed). */
  language: mailLanguageSchema.optional(),
});
export type NewsletterPreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
