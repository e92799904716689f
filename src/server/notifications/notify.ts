import type { NotificationType } from "@shared/notifications";
import type { FastifyBaseLogger } from "fastify";
import type { Store } from "../db/connect";
import { scheduleCommentMail } from "./comment-mail-schedule";
import { accountIdOf, insertNotification, localActor, type NewNotification, postTarget } from "./store";

/**
 * One function per event that makes a notification, called by the code that produces the event, after
 * its own change is stored. None of them ever throws (decision 0105): a notification is a courtesy, so
 * a failure to write one is logged and the comment, follow or reply that caused it stands.
 */
export type NotifyDeps = { store: Store; log: Pick<FastifyBaseLogger, "error">; now?: () => number };

async function safely(deps: NotifyDeps, event: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    deps.log.error({ err: error, event }, "notifications: writing a notification failed");
  }
}

const clock = (deps: NotifyDeps) => (deps.now ?? Date.now)();

/**
 * A comment or a reply: the notification, and (when its recipient wants comment mail) a place in the
 * batched mail about that post. Both in one transaction, so a mail is scheduled exactly when its
 * notification exists.
 */
async function notifyWithMail(deps: NotifyDeps, notification: Omit<NewNotification, "mailPending">): Promise<void> {
  await deps.store.db.transaction().execute(async (trx) => {
    const profile = await trx
      .selectFrom("profile")
      .select("notify_comments")
      .where("user_id", "=", notification.recipientId)
      .executeTakeFirst();
    const mailPending = Number(profile?.notify_comments ?? 0) === 1;
    const row = await insertNotification(trx, { ...notification, mailPending });
    if (mailPending && notification.blogId) {
      await scheduleCommentMail(
        trx,
        { recipientId: notification.recipientId, blogId: notification.blogId },
        row.id,
        notification.at,
      );
    }
  });
}

/** `comment`: a local reader commented on a post. The writer's own comments notify nobody. */
export function notifyComment(
  deps: NotifyDeps,
  /** `toldAsReply`: the account a reply answers, told by `notifyReply`; the post's writer is not told twice. */
  event: { blogId: string; commenterId: string; body: string; toldAsReply?: string | null },
): Promise<void> {
  return safely(deps, "comment", async () => {
    const post = await postTarget(deps.store.db, event.blogId);
    if (!post || post.writerId === event.commenterId || post.writerId === event.toldAsReply) return;
    const actor = await localActor(deps.store.db, event.commenterId);
    if (!actor) return;
    await notifyWithMail(deps, {
      recipientId: post.writerId,
      type: "comment",
      actor,
      target: { title: post.title, url: post.url },
      blogId: event.blogId,
      body: event.body,
      at: clock(deps),
    });
  });
}

/**
 * `reply`: someone replied to a comment. `parentAuthorId` is the account that wrote the comment replied
 * to (none for a remote comment: nobody here to tell); replying to yourself notifies nobody.
 */
export function notifyReply(
  deps: NotifyDeps,
  event: { blogId: string; parentAuthorId: string | null | undefined; replierId: string; body: string },
): Promise<void> {
  return safely(deps, "reply", async () => {
    if (!event.parentAuthorId || event.parentAuthorId === event.replierId) return;
    const post = await postTarget(deps.store.db, event.blogId);
    const actor = await localActor(deps.store.db, event.replierId);
    if (!post || !actor) return;
    await notifyWithMail(deps, {
      recipientId: event.parentAuthorId,
      type: "reply",
      actor,
      target: { title: post.title, url: post.url },
      blogId: event.blogId,
      body: event.body,
      at: clock(deps),
    });
  });
}

/**
 * A comment held for review that a moderator or the post's writer let through: now public, it tells
 * whom it would have told had it been posted straight away. The comment a held reply answered inside
 * its thread is not stored, so its thread's first comment's author is told. Nobody is told of a comment
 * they let through themselves.
 */
export function notifyApprovedComment(
  deps: NotifyDeps,
  event: { commentId: string; approverId: string },
): Promise<void> {
  return safely(deps, "approved-comment", async () => {
    const { db } = deps.store;
    const comment = await db
      .selectFrom("comment")
      .select(["blog_id", "author_email", "body", "parent_id", "hidden"])
      .where("id", "=", event.commentId)
      .executeTakeFirst();
    if (!comment || Number(comment.hidden) !== 0) return;
    const commenterId = await accountIdOf(db, comment.author_email);
    const post = await postTarget(db, comment.blog_id);
    if (!commenterId || !post) return;
    const parent = comment.parent_id
      ? await db.selectFrom("comment").select("author_email").where("id", "=", comment.parent_id).executeTakeFirst()
      : undefined;
    const parentAuthorId = parent ? await accountIdOf(db, parent.author_email) : undefined;
    if (parentAuthorId && parentAuthorId !== event.approverId) {
      await notifyReply(deps, {
        blogId: comment.blog_id,
        parentAuthorId,
        replierId: commenterId,
        body: comment.body,
      });
    }
    if (post.writerId === event.approverId) return;
    await notifyComment(deps, {
      blogId: comment.blog_id,
      commenterId,
      body: comment.body,
      toldAsReply: parentAuthorId === event.approverId ? null : parentAuthorId,
    });
  });
}

/** `follow` by a local reader: the target is the follower's own page. */
export function notifyFollow(deps: NotifyDeps, event: { writerId: string; followerId: string }): Promise<void> {
  return safely(deps, "follow", async () => {
    if (event.writerId === event.followerId) return;
    const actor = await localActor(deps.store.db, event.followerId);
    if (!actor) return;
    await insertNotification(deps.store.db, {
      recipientId: event.writerId,
      type: "follow",
      actor,
      target: { title: actor.name, url: actor.handle ? `/${actor.handle}` : "/" },
      at: clock(deps),
    });
  });
}

/** A remote account as its server described it; `url` is its profile page. */
export type RemoteActor = { name: string; handle?: string | null; image?: string | null; url: string };

/** `follow` from the fediverse: the target is the follower's profile on their server. */
export function notifyRemoteFollow(deps: NotifyDeps, event: { writerId: string; actor: RemoteActor }): Promise<void> {
  return safely(deps, "remote-follow", async () => {
    await insertNotification(deps.store.db, {
      recipientId: event.writerId,
      type: "follow",
      actor: event.actor,
      target: { title: event.actor.name, url: event.actor.url },
      at: clock(deps),
    });
  });
}

/** `fediverse-reply`, `like` or `boost` of a post from the fediverse. */
export function notifyFediverse(
  deps: NotifyDeps,
  event: { blogId: string; type: Extract<NotificationType, "fediverse-reply" | "like" | "boost">; actor: RemoteActor },
): Promise<void> {
  return safely(deps, event.type, async () => {
    const post = await postTarget(deps.store.db, event.blogId);
    if (!post) return;
    await insertNotification(deps.store.db, {
      recipientId: post.writerId,
      type: event.type,
      actor: event.actor,
      target: { title: post.title, url: post.url },
      blogId: event.blogId,
      at: clock(deps),
    });
  });
}

/**
 * `report-resolved`: each reader whose report a moderator closed. The actor is the site's moderators,
 * never a named moderator (who resolved it is theirs to tell); the target is the post reported, or the
 * post the reported comment is under, when it still exists.
 */
export function notifyReportResolved(
  deps: NotifyDeps,
  event: { reporterIds: readonly string[]; label: string; blogId: string },
): Promise<void> {
  return safely(deps, "report-resolved", async () => {
    if (event.reporterIds.length === 0) return;
    const post = await postTarget(deps.store.db, event.blogId);
    const at = clock(deps);
    for (const reporterId of new Set(event.reporterIds)) {
      await insertNotification(deps.store.db, {
        recipientId: reporterId,
        type: "report-resolved",
        actor: { name: "Moderators" },
        target: { title: event.label, url: post?.url ?? "/" },
        at,
      });
    }
  });
}
