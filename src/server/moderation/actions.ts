import { type ModerationState, type ReportTarget, type ResolveAction, VISIBILITY } from "@shared/moderation-schemas";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { deleteBlog } from "../blogs/store";
import { removeComment } from "../db/comment-thread";
import type { Database } from "../db/schema";
import { notifyReportResolved } from "../notifications/notify";
import { recordAudit } from "../staff/audit";
import { findTarget, type ReportedTarget, resolveOpenReports } from "./report-store";
import { setCommentBit, setPostBit } from "./visibility";

export type Actor = { id: string };

/** The readers whose open reports on a target are about to be closed (held comments' have none). */
async function openReporters(trx: Kysely<Database>, target: { type: ReportTarget; id: string }): Promise<string[]> {
  const rows = await trx
    .selectFrom("report")
    .select("reporter_id")
    .where("target_type", "=", target.type)
    .where("target_id", "=", target.id)
    .where("status", "=", "open")
    .where("reporter_id", "is not", null)
    .execute();
  return rows.flatMap((row) => (row.reporter_id ? [row.reporter_id] : []));
}

/** Tells each reader whose report was closed, after the closing committed. */
async function tellReporters(app: FastifyInstance, reporterIds: string[], target: ReportedTarget | undefined) {
  if (!target) return;
  await notifyReportResolved(
    { store: app.store, log: app.log },
    { reporterIds, label: target.label, blogId: target.blogId },
  );
}

/** Sets or clears a moderator's hide on a post (through its lifecycle) or a comment. */
async function setHidden(app: FastifyInstance, trx: Kysely<Database>, target: ReportedTarget, on: boolean) {
  return target.type === "blog"
    ? setPostBit(trx, target.id, VISIBILITY.hidden, on, app.postLifecycle)
    : setCommentBit(trx, target.id, VISIBILITY.hidden, on);
}

const stateOf = (target: ReportedTarget, mask: number, changed: boolean): ModerationState => ({
  id: target.id,
  targetType: target.type,
  hidden: (mask & VISIBILITY.hidden) !== 0,
  held: (mask & VISIBILITY.held) !== 0,
  changed,
});

/**
 * A moderator hides or shows a post or comment, audited as `<type>.hide` / `<type>.unhide`. Hiding also
 * closes the open reports on it: the queue's question is answered.
 */
export async function hideTarget(
  app: FastifyInstance,
  target: ReportedTarget,
  on: boolean,
  actor: Actor,
  note?: string,
): Promise<ModerationState> {
  let reporters: string[] = [];
  const state = await app.store.db.transaction().execute(async (trx) => {
    const changed = await setHidden(app, trx, target, on);
    if (on) {
      reporters = await openReporters(trx, target);
      await resolveOpenReports(trx, target, { action: "hide", by: actor.id, note });
    }
    await recordAudit(trx, {
      actorId: actor.id,
      action: `${target.type}.${on ? "hide" : "unhide"}`,
      targetType: target.type,
      targetId: target.id,
      targetLabel: target.label,
      note: note ?? null,
    });
    const mask = on ? target.mask | VISIBILITY.hidden : target.mask & ~VISIBILITY.hidden;
    return stateOf(target, mask, changed);
  });
  await tellReporters(app, reporters, target);
  return state;
}

/**
 * Lets a held comment through (`approve`, public unless something else hides it) or deletes it
 * (`reject`); either closes its reports. The post's writer may do this as well as moderators.
 */
export async function decideHeld(
  app: FastifyInstance,
  target: ReportedTarget,
  decision: "approve" | "reject",
  actor: Actor,
): Promise<ModerationState> {
  return app.store.db.transaction().execute(async (trx) => {
    const changed =
      decision === "approve"
        ? await setCommentBit(trx, target.id, VISIBILITY.held, false)
        : (await removeComment(trx, target.id)) > 0;
    await resolveOpenReports(trx, target, { action: decision, by: actor.id });
    await recordAudit(trx, {
      actorId: actor.id,
      action: `comment.${decision}`,
      targetType: "comment",
      targetId: target.id,
      targetLabel: target.label,
    });
    return stateOf(target, decision === "approve" ? target.mask & ~VISIBILITY.held : target.mask, changed);
  });
}

/**
 * Settles the reports on a target: hides it, deletes it or leaves it be, closes every open report on
 * it, and writes `report.<action>` to the audit log. Returns how many reports it closed.
 */
export async function resolveTarget(
  app: FastifyInstance,
  target: { type: ReportTarget; id: string },
  action: ResolveAction,
  actor: Actor,
  note?: string,
): Promise<number> {
  const found = await findTarget(app.store.db, target.type, target.id);
  // A post's delete runs in a transaction of its own (mail cancelled, a Delete to the fediverse, its
  // comments and wishlist entries gone); the reports and the audit line follow it.
  if (found && action === "delete" && found.type === "blog") await deleteBlog(app.store, found.id, app.postLifecycle);
  let reporters: string[] = [];
  const resolvedCount = await app.store.db.transaction().execute(async (trx) => {
    if (found && action === "hide") await setHidden(app, trx, found, true);
    if (found && action === "delete" && found.type === "comment") {
      await removeComment(trx, found.id);
    }
    reporters = await openReporters(trx, target);
    const resolved = await resolveOpenReports(trx, target, { action, by: actor.id, note });
    await recordAudit(trx, {
      actorId: actor.id,
      action: `report.${action}`,
      targetType: target.type,
      targetId: target.id,
      targetLabel: found?.label ?? "",
      note: note ?? null,
    });
    return resolved;
  });
  await tellReporters(app, reporters, found);
  return resolvedCount;
}

/** A moderator deletes someone else's comment (not on their own post): audited as `comment.delete`. */
export async function deleteCommentAsModerator(app: FastifyInstance, target: ReportedTarget, actor: Actor) {
  return app.store.db.transaction().execute(async (trx) => {
    const deletedCount = await removeComment(trx, target.id);
    await resolveOpenReports(trx, target, { action: "delete", by: actor.id });
    await recordAudit(trx, {
      actorId: actor.id,
      action: "comment.delete",
      targetType: "comment",
      targetId: target.id,
      targetLabel: target.label,
    });
    return deletedCount;
  });
}
