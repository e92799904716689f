import { normalizeEmail } from "@shared/email";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";

/** Subscribes an email once; returns false when it was already subscribed (the unique email decides). */
export async function subscribe(store: Store, email: string): Promise<boolean> {
  const result = await store.db
    .insertInto("newsletter_subscriber")
    .values({ id: newId(), email: normalizeEmail(email), created_at: now() })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
