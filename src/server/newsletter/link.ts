import { CATEGORIES, type Category } from "@shared/categories";
import { interfaceLocaleOf } from "@shared/locales";
import { NEWSLETTER_TEXTS, type NewsletterPreferences } from "@shared/newsletter";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { notFound } from "../errors";
import { tokenId, verifySubscriberToken } from "../mail/reader-links";
import { findById, type Subscriber } from "./store";

/** The subscriber a link token belongs to; a forged, revoked or unknown token is one 404 with one message. */
export async function subscriberFromLink(db: Kysely<Database>, secret: string, token: string): Promise<Subscriber> {
  const id = tokenId(token);
  const subscriber = id ? await findById(db, id) : undefined;
  if (!subscriber || !verifySubscriberToken(secret, token, subscriber.id, subscriber.token)) {
    throw notFound(NEWSLETTER_TEXTS.badToken);
  }
  return subscriber;
}

/** "r•••@example.com": enough for the owner to recognise, little for whoever a mail was forwarded to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

function storedCategories(text: string): Category[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return CATEGORIES.filter((category) => parsed.includes(category));
  } catch {
    return [];
  }
}

export function toPreferences(subscriber: Subscriber): NewsletterPreferences {
  return {
    email: maskEmail(subscriber.email),
    status: subscriber.status,
    categories: storedCategories(subscriber.categories),
    frequency: subscriber.frequency,
    // As the mails read it (mail/mail-language.ts): a tag the interface does not speak counts as none.
    language: interfaceLocaleOf(subscriber.language),
  };
}
