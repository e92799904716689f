import type { AdminUser } from "@shared/admin";
import type { Role } from "@shared/profile";
import { ROLES } from "@shared/profile";
import { type Kysely, sql } from "kysely";
import type { Store } from "../../db/connect";
import { now } from "../../db/ids";
import type { Database } from "../../db/schema";
import type { PostLifecycle } from "../../delivery/lifecycle";
import { recordAudit } from "../../moderation/audit";
import { setAuthorContentSuspended } from "../../moderation/visibility";

/** One page of the users list at most: the screen searches rather than scrolls through thousands. */
export const MAX_USERS_PAGE = 100;
export const DEFAULT_USERS_PAGE = 50;

const asRole = (role: string): Role => ((ROLES as readonly string[]).includes(role) ? (role as Role) : "member");

const userColumns = [
  "user.id as id",
  "user.email as email",
  "user.name as name",
  "profile.handle as handle",
  "profile.role as role",
  "profile.suspended_at as suspendedAt",
  "profile.created_at as createdAt",
] as const;

type UserRow = {
  id: string;
  email: string;
  name: string;
  handle: string;
  role: string;
  suspendedAt: string | null;
  createdAt: string;
};

function present(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    handle: row.handle,
    role: asRole(row.role),
    suspended: row.suspendedAt !== null,
    createdAt: row.createdAt,
  };
}

/** `q` as a LIKE pattern matching anywhere, its own % and _ taken literally. */
function containing(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;
}

/** Accounts whose email, name or handle contains `q` (any case), newest first. */
export async function listUsers(
  db: Kysely<Database>,
  page: { q?: string; limit: number; offset: number },
): Promise<AdminUser[]> {
  let query = db.selectFrom("user").innerJoin("profile", "profile.user_id", "user.id").select(userColumns);
  const q = page.q?.trim();
  if (q) {
    const pattern = containing(q);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(${eb.ref("user.email")})`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(${eb.ref("user.name")})`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(${eb.ref("profile.handle")})`, "like", sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const rows = await query
    .orderBy("profile.created_at", "desc")
    .orderBy("user.id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(present);
}

/** One account as the admin screens show it, or undefined when there is none. */
export async function adminUserById(db: Kysely<Database>, id: string): Promise<AdminUser | undefined> {
  const row = await db
    .selectFrom("user")
    .innerJoin("profile", "profile.user_id", "user.id")
    .select(userColumns)
    .where("user.id", "=", id)
    .executeTakeFirst();
  return row ? present(row) : undefined;
}

/** The account an email names (any case), for the command line. */
export async function adminUserByEmail(db: Kysely<Database>, email: string): Promise<AdminUser | undefined> {
  const row = await db
    .selectFrom("user")
    .innerJoin("profile", "profile.user_id", "user.id")
    .select(userColumns)
    .where(sql`lower(${sql.ref("user.email")})`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? present(row) : undefined;
}

/** Gives an account a role and logs it (`actorId` null from the command line); false when it had it already. */
export async function setRole(
  store: Store,
  user: AdminUser,
  role: Role,
  actorId: string | null,
  note?: string,
): Promise<boolean> {
  if (user.role === role) return false;
  await store.db.transaction().execute(async (trx) => {
    await trx.updateTable("profile").set({ role, updated_at: now() }).where("user_id", "=", user.id).execute();
    await recordAudit(trx, {
      actorId,
      action: "role.set",
      targetType: "user",
      targetId: user.id,
      targetLabel: user.email,
      note: note ?? `${user.role} → ${role}`,
    });
  });
  return true;
}

/** Whether any account is an admin: with none, the next account created becomes one. */
export async function hasAdmin(db: Kysely<Database>): Promise<boolean> {
  return (
    (await db.selectFrom("profile").select("user_id").where("role", "=", "admin").executeTakeFirst()) !== undefined
  );
}

/**
 * Suspends or restores an account in one transaction: the mark, its content's visibility (through
 * the post lifecycle, so the fediverse hears), its sessions (so its tokens stop) and the audit line.
 * Returns false when it was already so.
 */
export async function setSuspended(
  store: Store,
  user: AdminUser,
  suspended: boolean,
  actorId: string,
  lifecycle: PostLifecycle,
  note?: string,
): Promise<boolean> {
  if (user.suspended === suspended) return false;
  await store.db.transaction().execute(async (trx) => {
    const time = now();
    await trx
      .updateTable("profile")
      .set({ suspended_at: suspended ? time : null, updated_at: time })
      .where("user_id", "=", user.id)
      .execute();
    // better-auth's table, outside Inkwell's typed schema: deleting the rows ends every session and,
    // through each token's `sid`, every token (auth/session-liveness.ts).
    if (suspended) await sql`delete from "session" where "userId" = ${user.id}`.execute(trx);
    await setAuthorContentSuspended(trx, user.email, suspended, lifecycle);
    await recordAudit(trx, {
      actorId,
      action: suspended ? "user.suspend" : "user.unsuspend",
      targetType: "user",
      targetId: user.id,
      targetLabel: user.email,
      note: note ?? null,
    });
  });
  return true;
}
