import type { ContactMessage } from "@shared/schemas";
import type { Kysely } from "kysely";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import type { Database } from "../db/schema";
import { mailLanguage } from "../mail/mail-language";
import type { Mailer } from "../mail/mailer";
import { contactMail } from "../mail/templates/contact-mail";
import { siteSettings } from "../settings/service";

/** Every admin's address (a suspended one's aside) and chosen language, to tell them of a new message. */
async function admins(db: Kysely<Database>): Promise<{ email: string; language: string | null }[]> {
  return db
    .selectFrom("profile")
    .innerJoin("user", "user.id", "profile.user_id")
    .where("profile.role", "=", "admin")
    .where("profile.suspended_at", "is", null)
    .select(["user.email", "profile.language"])
    .orderBy("user.email")
    .execute();
}

/**
 * Stores the message and queues its mail to each admin in one transaction: the message is never kept
 * without its mails, nor mailed without being kept.
 */
export async function saveContactMessage(
  store: Store,
  message: ContactMessage,
  mail?: { mailer: Mailer; baseUrl: string },
): Promise<string> {
  const id = newId();
  // Read before the transaction: on SQLite it holds the one connection a settings read would wait for.
  const siteDefault = mail ? (await siteSettings(store.db).get()).defaultLanguage : null;
  await store.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("contact_message")
      .values({ id, name: message.name, email: message.email, message: message.message, created_at: now() })
      .execute();
    if (!mail) return;
    for (const admin of await admins(trx)) {
      const copy = contactMail(admin.email, message, mail.baseUrl, mailLanguage(admin.language, siteDefault));
      await mail.mailer.enqueue(trx, copy, { dedupeKey: `contact:${id}:${admin.email}` });
    }
  });
  return id;
}
