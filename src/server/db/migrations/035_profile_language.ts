import type { Kysely } from "kysely";

/**
 * Issue 59: `profile.language`, the interface language an account chose in Settings (one of
 * `INTERFACE_LOCALES`), which wins over the switcher's cookie and the browser's Accept-Language on every
 * page they open and in every mail they are sent; null while they have not chosen.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("profile").addColumn("language", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("profile").dropColumn("language").execute();
}
