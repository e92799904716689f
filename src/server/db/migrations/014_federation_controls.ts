import type { Kysely } from "kysely";

/**
 * Issue 23, who federates and with whom:
 * - `profile.federated`: 1 while a writer takes part in the fediverse (the default, as on Ghost and
 *   WriteFreely); 0 hides their actor and stops their deliveries. Their remote followers are kept, so
 *   turning it back on picks up where it was.
 * - `federation_block`: a remote actor a writer blocked (`owner_id` = the writer), or an actor or a whole
 *   domain the site blocked (`owner_id` = "", so the primary key needs no null). Follows from them are
 *   Rejected and their other activities dropped.
 * - `remote_follower` gains what a page shows of a follower (handle, name, profile link, avatar), taken
 *   from their actor when they follow, so listing followers never fetches from other servers.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("profile")
    .addColumn("federated", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable("federation_block")
    .addColumn("owner_id", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("federation_block_pk", ["owner_id", "target"])
    .execute();
  for (const column of ["handle", "name", "url", "icon"]) {
    await db.schema.alterTable("remote_follower").addColumn(column, "text").execute();
  }
}
