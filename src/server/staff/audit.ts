import type { Kysely } from "kysely";
import { newId, now } from "../db/ids";
import type { Database } from "../db/schema";

export type AuditRecord = {
  /** The account that acted; null for the command line. */
  actorId: string | null;
  /** What was done, as `thing.verb`: "report.hide", "user.suspend", "role.set", "settings.update", … */
  action: string;
  targetType: string;
  targetId: string;
  /** What the target was called then (a title, an email): the log must read after a delete. */
  targetLabel: string;
  note?: string | null;
};

/** Writes one line of the audit log; call it in the transaction of the action, so neither lands alone. */
export async function recordAudit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: newId(),
      actor_id: record.actorId,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      target_label: record.targetLabel,
      note: record.note ?? null,
      created_at: now(),
    })
    .execute();
}
