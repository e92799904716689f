import type { ContactMessage } from "@shared/schemas";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";

export async function saveContactMessage(store: Store, message: ContactMessage): Promise<string> {
  const id = newId();
  await store.db
    .insertInto("contact_message")
    .values({ id, name: message.name, email: message.email, message: message.message, created_at: now() })
    .execute();
  return id;
}
