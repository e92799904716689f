import type { Category } from "@shared/categories";
import { normalizeEmail } from "@shared/email";
import type { InterfaceLocale } from "@shared/locales";
import type { Frequency } from "@shared/newsletter";
import type { Kysely, Selectable } from "kysely";
import { newId } from "../db/ids";
import type { Database, NewsletterSubscriberTable } from "../db/schema";
import { hashConfirmToken, newConfirmToken, newNonce } from "./tokens";

export type Subscriber = Selectable<NewsletterSubscriberTable>;

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 48 * 60 * 60_000;
/** The least time between two confirmation mails to one address, so the form cannot be used to flood a mailbox. */
export const RESEND_AFTER_MS = 10 * 60_000;

/** `language`: the interface language of the page the request came from; the newsletter's mails speak it. */
export type SubscriptionRequest = {
  email: string;
  categories?: Category[];
  frequency?: Frequency;
  language?: InterfaceLocale;
};

/** What a request led to: `confirm` is set when a confirmation mail is due, to this subscriber with this token. */
export type SubscriptionOutcome = { confirm?: { subscriber: Subscriber; token: string } };

const iso = (ms: number) => new Date(ms).toISOString();

export async function findByEmail(db: Kysely<Database>, email: string): Promise<Subscriber | undefined> {
  return db.selectFrom("newsletter_subscriber").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function findById(db: Kysely<Database>, id: string): Promise<Subscriber | undefined> {
  return db.selectFrom("newsletter_subscriber").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Records a subscription request; run it in the transaction that also queues the mail. A new address is
 * stored pending; a pending or unsubscribed one is (again) pending and gets a fresh token unless one was
 * sent less than RESEND_AFTER_MS ago; a confirmed one is left as it is (its preferences change only
 * through its own link, never through a form anyone can fill in).
 */
export async function requestSubscription(
  db: Kysely<Database>,
  request: SubscriptionRequest,
  nowMs: number,
): Promise<SubscriptionOutcome> {
  const email = normalizeEmail(request.email);
  const confirmToken = newConfirmToken();
  const pending = {
    status: "pending" as const,
    confirm_token_hash: hashConfirmToken(confirmToken),
    confirm_expires_at: iso(nowMs + CONFIRM_TTL_MS),
    confirm_sent_at: iso(nowMs),
    ...(request.categories ? { categories: JSON.stringify(request.categories) } : {}),
    ...(request.frequency ? { frequency: request.frequency } : {}),
    // A new request from a page in another language: the mail it sends, and those after, speak that one.
    ...(request.language ? { language: request.language } : {}),
  };
  const inserted = await db
    .insertInto("newsletter_subscriber")
    .values({ id: newId(), email, created_at: iso(nowMs), token: newNonce(), ...pending })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { confirm: { subscriber: inserted, token: confirmToken } };

  const existing = await findByEmail(db, email);
  // Missing: deleted between the two statements; nothing to mail, and the answer is the same anyway.
  if (!existing || existing.status === "confirmed") return {};
  const sentAt = existing.confirm_sent_at;
  if (sentAt !== null && Date.parse(sentAt) + RESEND_AFTER_MS > nowMs) {
    if (existing.status === "unsubscribed") {
      await db.updateTable("newsletter_subscriber").set({ status: "pending" }).where("id", "=", existing.id).execute();
    }
    return {};
  }
  // Conditional on the send time read above, so two requests at once send one mail, not two.
  const updated = await db
    .updateTable("newsletter_subscriber")
    .set(pending)
    .where("id", "=", existing.id)
    .where((eb) => (sentAt === null ? eb("confirm_sent_at", "is", null) : eb("confirm_sent_at", "=", sentAt)))
    .returningAll()
    .executeTakeFirst();
  return updated ? { confirm: { subscriber: updated, token: confirmToken } } : {};
}

export type ConfirmOutcome = "confirmed" | "expired" | "unknown";

/** Confirms the subscriber whose confirmation token this is; a token works once. */
export async function confirmSubscription(db: Kysely<Database>, token: string, nowMs: number): Promise<ConfirmOutcome> {
  const hash = hashConfirmToken(token);
  const row = await db
    .selectFrom("newsletter_subscriber")
    .select(["id", "confirm_expires_at"])
    .where("confirm_token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return "unknown";
  if (row.confirm_expires_at === null || Date.parse(row.confirm_expires_at) <= nowMs) return "expired";
  const result = await db
    .updateTable("newsletter_subscriber")
    .set({ status: "confirmed", confirmed_at: iso(nowMs), confirm_token_hash: null, confirm_expires_at: null })
    .where("id", "=", row.id)
    .where("confirm_token_hash", "=", hash)
    .executeTakeFirst();
  // Zero rows: another request used the same token a moment before.
  return result.numUpdatedRows > 0n ? "confirmed" : "unknown";
}

export async function unsubscribe(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable("newsletter_subscriber")
    .set({ status: "unsubscribed", confirm_token_hash: null, confirm_expires_at: null })
    .where("id", "=", id)
    .execute();
}

/** A subscriber's own choices, from their link; `language` absent leaves the stored one as it is. */
export async function updatePreferences(
  db: Kysely<Database>,
  id: string,
  preferences: { categories: Category[]; frequency: Frequency; language?: InterfaceLocale | undefined },
): Promise<void> {
  await db
    .updateTable("newsletter_subscriber")
    .set({
      categories: JSON.stringify(preferences.categories),
      frequency: preferences.frequency,
      ...(preferences.language ? { language: preferences.language } : {}),
    })
    .where("id", "=", id)
    .execute();
}

/**
 * Gives a nonce to every subscriber without one: rows imported from an export written before issue 22
 * (their links could not be made otherwise).
 */
export async function ensureEveryNonce(db: Kysely<Database>): Promise<void> {
  const rows = await db.selectFrom("newsletter_subscriber").select("id").where("token", "=", "").execute();
  for (const { id } of rows) {
    await db.updateTable("newsletter_subscriber").set({ token: newNonce() }).where("id", "=", id).execute();
  }
}
