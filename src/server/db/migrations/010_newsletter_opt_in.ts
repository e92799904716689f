import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/**
 * Issue 22, double opt-in and unsubscribe (docs/decisions/0036):
 * - `status` pending | confirmed | unsubscribed. Rows already here subscribed before confirmation
 *   existed and were welcomed as subscribers, so they become confirmed rather than being asked again.
 * - `categories` a JSON array of category names, empty meaning all; `frequency` each | weekly.
 * - `token` a random per-subscriber nonce. Links carry an HMAC over it with a key from the server
 *   secret, so the database alone cannot forge a link, and replacing the nonce revokes every link.
 * - `confirm_token_hash` the SHA-256 of the one confirmation token in flight (the token itself is only
 *   in the mail); the times beside it are ISO text like every other Inkwell time.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("newsletter_subscriber")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("confirmed"))
    .execute();
  await db.schema
    .alterTable("newsletter_subscriber")
    .addColumn("categories", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("newsletter_subscriber")
    .addColumn("frequency", "text", (c) => c.notNull().defaultTo("each"))
    .execute();
  await db.schema
    .alterTable("newsletter_subscriber")
    .addColumn("token", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  for (const column of ["confirm_token_hash", "confirm_expires_at", "confirm_sent_at", "confirmed_at"]) {
    await db.schema.alterTable("newsletter_subscriber").addColumn(column, "text").execute();
  }
  // Existing subscribers need a nonce of their own before any link can be made for them.
  const random =
    engineOf(db) === "postgres" ? sql`replace(gen_random_uuid()::text, '-', '')` : sql`lower(hex(randomblob(16)))`;
  await sql`update newsletter_subscriber set token = ${random}, confirmed_at = created_at`.execute(db);
  await db.schema
    .createIndex("newsletter_subscriber_confirm_idx")
    .on("newsletter_subscriber")
    .column("confirm_token_hash")
    .where("confirm_token_hash", "is not", null)
    .execute();
}
