import type { AdminMessage } from "@shared/admin";
import type { Kysely } from "kysely";
import { now } from "../../db/ids";
import type { Database } from "../../db/schema";

export type MessagePage = { total: number; messages: AdminMessage[] };

/** Contact messages, newest first (id breaks ties in one millisecond). */
export async function listMessages(
  db: Kysely<Database>,
  page: { limit: number; offset: number; unread?: boolean },
): Promise<MessagePage> {
  let query = db.selectFrom("contact_message");
  if (page.unread) query = query.where("read_at", "is", null);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    query
      .select(["id", "name", "email", "message", "created_at", "read_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    total: Number(count.count),
    messages: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: row.created_at,
      read: row.read_at !== null,
    })),
  };
}

/** Marks a message read (keeping when it was first read) or unread; false when there is no such message. */
export async function markMessage(db: Kysely<Database>, id: string, read: boolean): Promise<boolean> {
  const result = read
    ? await db
        .updateTable("contact_message")
        .set((eb) => ({ read_at: eb.fn.coalesce("read_at", eb.val(now())) }))
        .where("id", "=", id)
        .executeTakeFirst()
    : await db.updateTable("contact_message").set({ read_at: null }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
