import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { JobQueue } from "../jobs/queue";
import { POST_FANOUT, postGroup } from "./kinds";

/**
 * What a post's life means for what leaves the site (its mail, its federation), called inside the
 * transaction that changes the post, so work is queued exactly when the post is public and cancelled
 * exactly when it stops being. The row still exists during every call.
 */
export type PostLifecycle = {
  /** Created public, or a draft published: its readers are to hear of it. */
  published: (db: Kysely<Database>, blogId: string) => Promise<void>;
  /** A published post's content changed and it stays published. */
  edited: (db: Kysely<Database>, blogId: string) => Promise<void>;
  /**
   * Unpublished or deleted: what is still queued for it goes. `wasPublished` is false for a draft
   * deleted, which no one outside ever saw. Mails already sent stay sent.
   */
  withdrawn: (db: Kysely<Database>, blogId: string, wasPublished: boolean) => Promise<void>;
  /**
   * Public again after a moderator unhid it or its writer's suspension ended: it was announced once,
   * so readers are not mailed again (a new subscriber would get years-old posts), but servers that
   * were told it went are told it is back.
   */
  restored: (db: Kysely<Database>, blogId: string) => Promise<void>;
};

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
