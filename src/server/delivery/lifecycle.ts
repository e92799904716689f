import type { PostLifecycle } from "../blogs/lifecycle";
import type { JobQueue } from "../jobs/queue";
import { POST_FANOUT, postGroup } from "./kinds";

/**
 * The posts' lifecycle (blogs/lifecycle.ts) as delivery implements it: a published post queues its
 * readers' mail, a withdrawn one cancels what is still queued.
 */
export function postLifecycle(jobs: JobQueue): PostLifecycle {
  return {
    published: async (db, blogId) => {
      await jobs.enqueue(db, { kind: POST_FANOUT, payload: { blogId }, groupKey: postGroup(blogId) });
    },
    // A mail once sent is not sent again for an edit.
    edited: async () => {},
    // A draft deleted has nothing queued, unless a fan-out in hand wrote mail as it was unpublished.
    withdrawn: async (db, blogId) => {
      await jobs.cancelGroup(db, postGroup(blogId));
    },
    restored: async () => {},
  };
}

/** Every lifecycle hears every change, in order, in the same transaction: one failing undoes the change. */
export function composeLifecycles(...lifecycles: readonly PostLifecycle[]): PostLifecycle {
  return {
    published: async (db, blogId) => {
      for (const lifecycle of lifecycles) await lifecycle.published(db, blogId);
    },
    edited: async (db, blogId) => {
      for (const lifecycle of lifecycles) await lifecycle.edited(db, blogId);
    },
    withdrawn: async (db, blogId, wasPublished) => {
      for (const lifecycle of lifecycles) await lifecycle.withdrawn(db, blogId, wasPublished);
    },
    restored: async (db, blogId) => {
      for (const lifecycle of lifecycles) await lifecycle.restored(db, blogId);
    },
  };
}
