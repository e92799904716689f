import type { AdminUser } from "@shared/admin";
import { ROLES, type Role } from "@shared/profile";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

/**
 * Accounts as the staff screens show them (AdminUser): the admin's users list and roles (admin/users)
 * and suspension (moderation/suspension-routes.ts) read them the same way.
 */

/** What the users screen (admin/users) and the suspension routes (moderation/suspension-routes.ts) answer. */
export const USER_MESSAGES = {
  notFound: "There is no account with that id.",
  suspendSelf: "You cannot suspend your own account; another admin can.",
  demoteSelf: "You cannot change your own role; another admin can, so the site always keeps an admin.",
} as const;

const asRole = (role: string): Role => ((ROLES as readonly string[]).includes(role) ? (role as Role) : "member");

export const userColumns = [
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

export function present(row: UserRow): AdminUser {
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
