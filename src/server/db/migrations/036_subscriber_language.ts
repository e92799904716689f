import type { Kysely } from "kysely";

/**
 * Issue 59: `newsletter_subscriber.language`, the interface language of the page a reader subscribed
 * from (one of `INTERFACE_LOCALES`): their confirmation, post mails and digests are written in it
 * (decision 0145). Null for subscribers from before it and imported ones: they get the site's default.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("newsletter_subscriber").addColumn("language", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("newsletter_subscriber").dropColumn("language").execute();
}
