import { VISIBILITY } from "@shared/moderation-schemas";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Store } from "../db/connect";
import type { PostLifecycle } from "./lifecycle";

/**
 * Scheduled posts go public here (issue 43, docs/decisions/0096). A scheduled post is a draft with a
 * `publish_at`; the row itself is the durable record of the promise, so nothing else has to survive a
 * crash or a restart: whichever instance looks first after the time publishes it.
 */

/** How often each instance looks for posts that came due: well inside the promised 60 seconds. */
export const SCHEDULE_POLL_MS = 15_000;

/** Posts published per statement batch; a batch that comes back full is followed at once by another. */
const BATCH = 100;

/**
 * Publishes one scheduled post if it is still scheduled for `publishAt`, in one transaction with its
 * lifecycle's work (its mail and federation jobs). The conditional UPDATE is the whole of the
 * exactly-once guarantee: of two instances (or a retry after a crash) only one sees its row change,
 * and a post rescheduled or unscheduled meanwhile no longer matches the time it was found with.
 * Its publication time becomes the scheduled time, however late the publisher came.
 */
export async function publishScheduled(
  store: Store,
  lifecycle: PostLifecycle,
  blogId: string,
  publishAt: string,
  now: number,
): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("blog")
      .set({
        visibility: sql<number>`visibility - ${sql.lit(VISIBILITY.draft)}`,
        publish_at: null,
        created_at: publishAt,
        updated_at: new Date(now).toISOString(),
      })
      .where("id", "=", blogId)
      .where("publish_at", "=", publishAt)
      .where(sql<boolean>`(visibility & ${sql.lit(VISIBILITY.draft)}) <> 0`)
      .returning("visibility")
      .executeTakeFirst();
    if (!row) return false;
    // Hidden by a moderator (or its writer suspended) meanwhile: no longer a draft, still not public, and
    // no one hears of it; an unhide later restores it like any hidden post.
    if (Number(row.visibility) === 0) await lifecycle.published(trx, blogId);
    return true;
  });
}

/** Publishes every scheduled post due at `now`, oldest time first; answers the ids this call published. */
export async function publishDuePosts(store: Store, lifecycle: PostLifecycle, now: number): Promise<string[]> {
  const at = new Date(now).toISOString();
  const published: string[] = [];
  for (;;) {
    const due = await store.db
      .selectFrom("blog")
      .select(["id", "publish_at"])
      .where("publish_at", "is not", null)
      .where("publish_at", "<=", at)
      .orderBy("publish_at")
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const { id, publish_at: publishAt } of due) {
      if (publishAt && (await publishScheduled(store, lifecycle, id, publishAt, now))) published.push(id);
    }
    if (due.length < BATCH) return published;
  }
}

export type ScheduledPublishing = {
  /** Publishes what is due now; the poll calls it, and tests call it after moving their clock. */
  publishDue: () => Promise<string[]>;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Publishes scheduled posts when they come due (blogs/schedule.ts). */
    scheduledPosts: ScheduledPublishing;
  }
}

/**
 * Decorates `app.scheduledPosts` and looks for due posts every SCHEDULE_POLL_MS from ready to close, and
 * once at ready, so posts that came due while every instance was down go out as soon as one is back.
 * Needs `app.postLifecycle` and `app.jobs`.
 */
export function installScheduledPublishing(app: FastifyInstance, deps: { now: () => number }): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;
  const publishDue = () => {
    // One look at a time per instance: a slow look is not overtaken by the next tick.
    running ??= publishDuePosts(app.store, app.postLifecycle, deps.now()).finally(() => {
      running = undefined;
    });
    return running.then((ids) => {
      if (ids.length > 0) {
        // Their mail and federation jobs were written with them; this instance's reads see them at once.
        app.publicCache.wrote();
        app.jobs.wake();
        app.log.info({ posts: ids }, "published scheduled posts");
      }
      return ids;
    });
  };
  const tick = () => {
    publishDue().catch((error: unknown) => {
      app.log.error({ err: error }, "could not publish scheduled posts; trying again at the next look");
    });
  };
  app.decorate("scheduledPosts", { publishDue });
  app.addHook("onReady", async () => {
    tick();
    timer = setInterval(tick, SCHEDULE_POLL_MS);
    // A waiting look never keeps a process alive that has nothing else to do.
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}
