import type { Kysely } from "kysely";

/**
 * Issue 23, ActivityPub (the foundation):
 * - `actor_key`: a writer's signing key pairs as JWK text, one per algorithm ("rsa", "ed25519"). Made
 *   once, on first need, and kept: remote servers cache a public key by its id, so a new key per start
 *   would break every signature they check.
 * - `remote_follower`: an actor on another server following a writer, keyed by the writer and the actor's
 *   id. Its inboxes are kept so a delivery needs no lookup; the shared one lets one post reach a server once.
 * - `fedify_kv`: Fedify's key–value store (fetched documents, public keys, inbox idempotence), in our own
 *   database so it works the same on both engines with our connection. `expires_at` is epoch ms, null
 *   for no expiry; a read ignores an expired row, so no sweeper is needed for correctness.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("actor_key")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("public_jwk", "text", (c) => c.notNull())
    .addColumn("private_jwk", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("actor_key_pk", ["user_id", "type"])
    .execute();
  await db.schema
    .createTable("remote_follower")
    .addColumn("author_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("inbox", "text", (c) => c.notNull())
    .addColumn("shared_inbox", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("remote_follower_pk", ["author_id", "actor_id"])
    .execute();
  await db.schema
    .createTable("fedify_kv")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expires_at", "bigint")
    .execute();
}
