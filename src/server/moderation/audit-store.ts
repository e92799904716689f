import type { AuditEntry } from "@shared/moderation-schemas";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export const MAX_AUDIT_PAGE = 200;
export const DEFAULT_AUDIT_PAGE = 50;

/** The audit log, newest first, each actor as they are named now (null for the command line or a deleted account). */
export async function listAudit(db: Kysely<Database>, page: { limit: number; offset: number }): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("audit_log")
    .leftJoin("user", "user.id", "audit_log.actor_id")
    .leftJoin("profile", "profile.user_id", "audit_log.actor_id")
    .select([
      "audit_log.id as id",
      "audit_log.actor_id as actorId",
      "user.name as actorName",
      "profile.handle as actorHandle",
      "audit_log.action as action",
      "audit_log.target_type as targetType",
      "audit_log.target_id as targetId",
      "audit_log.target_label as targetLabel",
      "audit_log.note as note",
      "audit_log.created_at as at",
    ])
    .orderBy("audit_log.created_at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    actor:
      row.actorId !== null && row.actorName !== null
        ? { id: row.actorId, name: row.actorName, handle: row.actorHandle ?? null }
        : null,
    action: row.action,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    note: row.note,
    at: row.at,
  }));
}
