import type { Kysely } from "kysely";
import { now } from "./ids";
import type { Database } from "./schema";

/**
 * Removes one comment the way threads need it (decision 0100), for every path that deletes a comment:
 * its author or the post's writer, a moderator, a remote server's Delete.
 * - A top-level comment with replies stays as a blank placeholder ("comment deleted"): text and author
 *   gone, public again (nothing is left to hide), so its replies keep their place.
 * - A reply goes; if it was the last reply under a placeholder, the placeholder goes with it.
 * - Anything else goes, as before threads.
 * Returns how many comments the caller's delete removed from view: 1, or 0 for an unknown id or a
 * placeholder deleted again. Run it inside the caller's transaction when there is one.
 */
export async function removeComment(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .selectFrom("comment")
    .select(["id", "parent_id", "deleted_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return 0;
  if (row.parent_id === null) {
    if (!(await hasReplies(db, row.id))) {
      await db.deleteFrom("comment").where("id", "=", row.id).execute();
      return 1;
    }
    if (row.deleted_at !== null) return 0;
    await db
      .updateTable("comment")
      .set({
        body: "",
        author_name: "",
        author_photo: "",
        author_email: "",
        author_url: null,
        author_handle: null,
        edited_at: null,
        hidden: 0,
        deleted_at: now(),
      })
      .where("id", "=", row.id)
      .execute();
    return 1;
  }
  await db.deleteFrom("comment").where("id", "=", row.id).execute();
  await db
    .deleteFrom("comment")
    .where("id", "=", row.parent_id)
    .where("deleted_at", "is not", null)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("comment as reply").select("reply.id").where("reply.parent_id", "=", row.parent_id)),
      ),
    )
    .execute();
  return 1;
}

async function hasReplies(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom("comment").select("id").where("parent_id", "=", id).executeTakeFirst()) !== undefined;
}
