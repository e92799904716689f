import type { Store } from "@server/db/connect";
import type { Role } from "@shared/profile";

/**
 * Gives a test account a role straight in the database, whatever the install made of it (the first
 * account may become an admin), so every test says who is what.
 */
export async function setRole(store: Store, email: string, role: Role): Promise<void> {
  const user = await store.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await store.db.updateTable("profile").set({ role }).where("user_id", "=", user.id).execute();
}

/** Makes a test account look older than the spam rules' first day. */
export async function ageAccount(store: Store, email: string, days = 2): Promise<void> {
  const user = await store.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const created = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  await store.db.updateTable("profile").set({ created_at: created }).where("user_id", "=", user.id).execute();
}
