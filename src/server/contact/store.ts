import type { ContactMessage } from "@shared/schemas";
import type { Kysely } from "kysely";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import type { Database } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { contactMail } from "../mail/templates/contact-mail";

/** Every admin's address (a suspended one's aside), to tell them of a new message. */
async function adminAddresses(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("profile")
    .innerJoin("user", "user.id", "profile.user_id")
    .where("profile.role", "=", "admin")
    .where("profile.suspended_at", "is", null)
    .select("user.email")
    .orderBy("user.email")
    .execute();
  return rows.map((row) => row.email);
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
  await store.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("contact_message")
      .values({ id, name: message.name, email: message.email, message: message.message, created_at: now() })
      .execute();
    if (!mail) return;
    for (const to of await adminAddresses(trx)) {
      await mail.mailer.enqueue(trx, contactMail(to, message, mail.baseUrl), { dedupeKey: `contact:${id}:${to}` });
    }
  });
  return id;
}
