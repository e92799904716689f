import type { AdminUser } from "@shared/admin";
import type { Role } from "@shared/profile";
import { type Kysely, sql } from "kysely";
import type { Store } from "../../db/connect";
import { now } from "../../db/ids";
import type { Database } from "../../db/schema";
import { containsPattern } from "../../db/sql-like";
import { present, userColumns } from "../../staff/accounts";
import { recordAudit } from "../../staff/audit";

/** One page of the users list at most: the screen searches rather than scrolls through thousands. */
export const MAX_USERS_PAGE = 100;
export const DEFAULT_USERS_PAGE = 50;

/** Accounts whose email, name or handle contains `q` (any case), newest first. */
export async function listUsers(
  db: Kysely<Database>,
  page: { q?: string; limit: number; offset: number },
): Promise<AdminUser[]> {
  let query = db.selectFrom("user").innerJoin("profile", "profile.user_id", "user.id").select(userColumns);
  const q = page.q?.trim();
  if (q) {
    const pattern = containsPattern(q.toLowerCase());
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
