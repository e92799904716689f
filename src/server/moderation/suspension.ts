import type { AdminUser } from "@shared/admin";
import { sql } from "kysely";
import type { PostLifecycle } from "../blogs/lifecycle";
import type { Store } from "../db/connect";
import { now } from "../db/ids";
import { recordAudit } from "../staff/audit";
import { setAuthorContentSuspended } from "./visibility";

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
