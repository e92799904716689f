import type { Notification, NotificationType } from "@shared/notification-schemas";
import { postPath } from "@shared/slug";
import type { Kysely } from "kysely";
import type { Store } from "../db/connect";
import { newId } from "../db/ids";
import type { Database, NotificationTable } from "../db/schema";
import { decodeCursor, encodeCursor } from "../http/cursor";

export type NotificationRow = Omit<NotificationTable, "mail_pending" | "read_at"> & {
  mail_pending: number;
  read_at: string | null;
};

export type NewNotification = {
  recipientId: string;
  type: NotificationType;
  actor: { name: string; handle?: string | null | undefined; image?: string | null | undefined };
  target: { title: string; url: string };
  blogId?: string;
  body?: string;
  mailPending?: boolean;
  at: number;
};

export async function insertNotification(
  db: Kysely<Database>,
  notification: NewNotification,
): Promise<NotificationRow> {
  const row: NotificationRow = {
    id: newId(),
    recipient_id: notification.recipientId,
    type: notification.type,
    actor_name: notification.actor.name,
    actor_handle: notification.actor.handle || null,
    actor_image: notification.actor.image || null,
    target_title: notification.target.title,
    target_url: notification.target.url,
    blog_id: notification.blogId ?? null,
    body: notification.body ?? null,
    mail_pending: notification.mailPending ? 1 : 0,
    created_at: new Date(notification.at).toISOString(),
    read_at: null,
  };
  await db.insertInto("notification").values(row).execute();
  return row;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    actor: {
      name: row.actor_name,
      ...(row.actor_handle ? { handle: row.actor_handle } : {}),
      ...(row.actor_image ? { image: row.actor_image } : {}),
    },
    target: { title: row.target_title, url: row.target_url },
    at: row.created_at,
    read: row.read_at !== null,
  };
}

const CURSOR_KIND = "notifications";

/** One page, newest first, by (created_at, id) so rows of the same instant neither repeat nor drop out. */
export async function listNotifications(
  store: Store,
  recipientId: string,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<{ rows: NotificationRow[]; nextCursor?: string }> {
  let query = store.db.selectFrom("notification").selectAll().where("recipient_id", "=", recipientId);
  if (cursor) {
    const [at, id] = decodeCursor(cursor, CURSOR_KIND, ["string", "string"] as const);
    query = query.where((eb) =>
      eb.or([eb("created_at", "<", at), eb.and([eb("created_at", "=", at), eb("id", "<", id)])]),
    );
  }
  const rows = (await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute()) as NotificationRow[];
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    rows: rows.slice(0, limit),
    ...(last ? { nextCursor: encodeCursor(CURSOR_KIND, [last.created_at, last.id]) } : {}),
  };
}

export async function countUnread(store: Store, recipientId: string): Promise<number> {
  const row = await store.db
    .selectFrom("notification")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("recipient_id", "=", recipientId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Marks the recipient's own notifications read (others' ids are ignored); answers how many changed. */
export async function markRead(
  store: Store,
  recipientId: string,
  which: { ids?: string[] | undefined; all?: boolean | undefined },
  at: number,
): Promise<number> {
  let query = store.db
    .updateTable("notification")
    .set({ read_at: new Date(at).toISOString() })
    .where("recipient_id", "=", recipientId)
    .where("read_at", "is", null);
  if (!which.all) query = query.where("id", "in", which.ids ?? []);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A post's writer (their account id) and where the post is read, for the notifications about it. */
export async function postTarget(
  db: Kysely<Database>,
  blogId: string,
): Promise<{ writerId: string; title: string; url: string } | undefined> {
  const row = await db
    .selectFrom("blog")
    .innerJoin("user", "user.email", "blog.author_email")
    .innerJoin("profile", "profile.user_id", "user.id")
    .select(["user.id as writerId", "blog.title", "blog.slug", "profile.handle"])
    .where("blog.id", "=", blogId)
    .executeTakeFirst();
  return row && { writerId: row.writerId, title: row.title, url: postPath(row.handle, row.slug) };
}

/** How a local account appears as the actor of a notification. */
export async function localActor(
  db: Kysely<Database>,
  userId: string,
): Promise<{ name: string; handle?: string; image?: string } | undefined> {
  const row = await db
    .selectFrom("user")
    .leftJoin("profile", "profile.user_id", "user.id")
    .select(["user.name", "user.image", "profile.handle"])
    .where("user.id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    name: row.name.trim() || "Anonymous",
    ...(row.handle ? { handle: `@${row.handle}` } : {}),
    ...(row.image ? { image: row.image } : {}),
  };
}

/**
 * The account that wrote a local comment, by the email it stores (a remote comment's is "", which no
 * account has): what notifyReply takes as the parent comment's author.
 */
export async function accountIdOf(db: Kysely<Database>, email: string): Promise<string | undefined> {
  if (!email) return undefined;
  const row = await db.selectFrom("user").select("id").where("email", "=", email.toLowerCase()).executeTakeFirst();
  return row?.id;
}
