import type { Kysely } from "kysely";

/**
 * Issue 45, a writer moving between fediverse servers (decision 0113):
 * - `profile.moved_to`: the actor id of the account the writer moved to, sent to their followers in a
 *   `Move` and shown as the actor's `movedTo`; null while they have not moved.
 * - `profile.also_known_as`: a JSON array of actor ids the writer says are also theirs (the accounts they
 *   moved here from), shown as the actor's `alsoKnownAs`; "[]" for none.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("profile").addColumn("moved_to", "text").execute();
  await db.schema
    .alterTable("profile")
    .addColumn("also_known_as", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("profile").dropColumn("also_known_as").execute();
  await db.schema.alterTable("profile").dropColumn("moved_to").execute();
}
