import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/**
 * Issue 23, what the fediverse sends back (docs/decisions/0041-replies-from-the-fediverse.md):
 * - `comment` gains the remote author of a reply: the actor's id, the Note's id (unique, so a
 *   redelivered Create adds nothing), a profile link and `@user@host`. All null for local comments.
 * - `post_reaction`: a Like or Announce of a post, one per post, actor and kind; the activity id lets an
 *   Undo that names only the id find it. Its writes bump `data_revision` like comments do, so cached
 *   post answers show the new counts.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ["remote_actor_id", "remote_note_id", "author_url", "author_handle"]) {
    await db.schema.alterTable("comment").addColumn(column, "text").execute();
  }
  await db.schema.createIndex("comment_remote_note_idx").on("comment").column("remote_note_id").unique().execute();

  await db.schema
    .createTable("post_reaction")
    .addColumn("blog_id", "varchar(24)", (c) => c.notNull().references("blog.id").onDelete("cascade"))
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("activity_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("post_reaction_pk", ["blog_id", "actor_id", "kind"])
    .execute();
  await db.schema.createIndex("post_reaction_activity_idx").on("post_reaction").column("activity_id").execute();

  if (engineOf(db) === "postgres") {
    // bump_data_revision() comes from migration 005.
    await sql`create trigger post_reaction_revision after insert or update or delete or truncate
      on post_reaction for each statement execute function bump_data_revision()`.execute(db);
  } else {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.raw(`post_reaction_${event}_revision`)} after ${sql.raw(event)} on post_reaction
        begin update data_revision set revision = revision + 1 where id = 1; end`.execute(db);
    }
  }
}
